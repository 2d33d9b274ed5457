import type { ProductDetail } from '@suraksha/contracts/catalog';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from '@suraksha/domain/site-url';

/**
 * schema.org Product and BreadcrumbList of a product page. The page is rendered for a visitor,
 * who sees no price, so there are no offers (prices are a customer privilege, SPEC §4).
 */
export function productStructuredData(product: ProductDetail, canonical: string, publicUrl: string): MetaDescriptor[] {
  const images = product.gallery.map((photo) => absoluteUrl(publicUrl, photo.src));
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
