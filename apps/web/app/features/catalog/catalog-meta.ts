import type { ProductDetail } from '@suraksha/contracts/catalog';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from '@suraksha/domain/site-url';
import { type Language, localisedPath } from '@suraksha/domain/site-languages';
import { i18nFor } from '../../i18n/i18n.ts';

/**
 * schema.org Product and BreadcrumbList of a product page. The page is rendered for a visitor,
 * who sees no price, so there are no offers (prices are a customer privilege, SPEC §4). On the Nepali
 * site the names and the summary are staff's Nepali ones where there are some (as the page shows them),
 * the trail's links stay in /ne, and `inLanguage` says which language the page is in.
 */
export function productStructuredData(
  product: ProductDetail,
  canonical: string,
  publicUrl: string,
  language: Language = 'en',
): MetaDescriptor[] {
  const inLanguage = <T extends string | null>(english: T, nepali: string | undefined): T | string =>
    language === 'ne' && nepali ? nepali : english;
  const title = inLanguage(product.title, product.ne?.title);
  const images = product.gallery.map((photo) => absoluteUrl(publicUrl, photo.src));
  const item: Record<string, string | string[] | Record<string, string>> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    sku: product.sku,
    url: canonical,
    inLanguage: language,
  };
  if (images.length > 0) item.image = images;
  const description = product.seo_description || inLanguage(product.summary, product.ne?.summary);
  if (description) item.description = description;
  if (product.brand) item.brand = { '@type': 'Brand', name: product.brand.title };
  if (product.category) item.category = inLanguage(product.category.title, product.category.ne?.title);
  if (product.color) item.color = product.color;
  const trail = [
    { name: i18nFor(language).t('common.breadcrumbs.home'), url: absoluteUrl(publicUrl, localisedPath('/', language)) },
    ...product.breadcrumbs.map((c) => ({
      name: inLanguage(c.title, c.ne?.title),
      url: absoluteUrl(publicUrl, localisedPath(`/category/${encodeURIComponent(c.slug)}`, language)),
    })),
    { name: title, url: canonical },
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage: language,
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
  return [{ 'script:ld+json': item }, { 'script:ld+json': breadcrumbs }];
}
