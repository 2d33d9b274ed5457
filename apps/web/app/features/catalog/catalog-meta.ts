import type { ProductDetail } from '@suraksha/contracts/catalog';
import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Suraksha';

/** The absolute URL of a site path (PUBLIC_URL may carry a path prefix). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicUrl.replace(/\/+$/, '')}${path}`;
}

interface CatalogMeta {
  title: string;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  canonical: string;
  /** Absolute URL of the link-preview image. */
  image?: string | null | undefined;
  type?: 'website' | 'product';
  /** Search results and sorted or filtered views are not for search engines' indexes. */
  noindex?: boolean;
}

/** Title, description, keywords, canonical link and Open Graph tags of a catalogue page. */
export function catalogMeta({ title, description, keywords, canonical, image, type = 'website', noindex = false }: CatalogMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:type', content: type },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: SITE_NAME },
  ];
  if (description) tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  if (image) tags.push({ property: 'og:image', content: image });
  if (noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/** "IP Cameras | Suraksha" for a page without its own SEO title. */
export const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;

/** Meta of a route whose loader answered 404 (the layout shows the 404 page). */
export const notFoundMeta: MetaDescriptor[] = [{ title: withSiteName('Page not found') }, { name: 'robots', content: 'noindex' }];

/**
 * schema.org Product and BreadcrumbList of a product page. The page is rendered for a visitor,
 * who sees no price, so there are no offers (prices are a customer privilege, SPEC §4).
 */
export function productStructuredData(product: ProductDetail, canonical: string, publicUrl: string): MetaDescriptor[] {
  const images = [product.image, ...product.gallery].filter((src): src is string => Boolean(src)).map((src) => absoluteUrl(publicUrl, src));
  const item: Record<string, string | string[] | Record<string, string>> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    url: canonical,
  };
  if (images.length > 0) item.image = images;
  const description = product.seo_description || product.summary;
  if (description) item.description = description;
  if (product.brand) item.brand = { '@type': 'Brand', name: product.brand.title };
  if (product.category) item.category = product.category.title;
  if (product.color) item.color = product.color;
  const trail = [
    { name: 'Home', url: absoluteUrl(publicUrl, '/') },
    ...product.breadcrumbs.map((c) => ({ name: c.title, url: absoluteUrl(publicUrl, `/category/${encodeURIComponent(c.slug)}`) })),
    { name: product.title, url: canonical },
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
  return [{ 'script:ld+json': item }, { 'script:ld+json': breadcrumbs }];
}
