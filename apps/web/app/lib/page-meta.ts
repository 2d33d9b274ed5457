import type { TFunction } from '../i18n/translate.ts';
import type { MetaDescriptor } from 'react-router';

// The meta tags every public page carries: one builder for catalogue and content pages alike.

export const SITE_NAME = 'Suraksha';

/** "IP Cameras | Suraksha" for a page without its own SEO title. */
export const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;

interface PageMeta {
  title: string;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  canonical: string;
  /** Site-relative or absolute image for link previews. */
  image?: string | null | undefined;
  type?: 'website' | 'product' | 'article';
  /** Search results and sorted or filtered views are not for search engines' indexes. */
  noindex?: boolean;
}

/** Title, description, keywords, canonical link and Open Graph tags of a page. */
export function pageMeta({
  title,
  description,
  keywords,
  canonical,
  image,
  type = 'website',
  noindex = false,
}: PageMeta): MetaDescriptor[] {
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
  if (image) tags.push({ property: 'og:image', content: image.startsWith('/') ? new URL(image, canonical).href : image });
  if (noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/** Meta of a route whose loader answered 404 (the layout shows the 404 page). */
export const notFoundMeta: MetaDescriptor[] = [{ title: withSiteName('Page not found') }, { name: 'robots', content: 'noindex' }];

/** The same in the page's language (`t` from metaText(location)). */
export const notFoundMetaIn = (t: TFunction): MetaDescriptor[] => [
  { title: withSiteName(t('common.errorPage.notFoundTitle')) },
  { name: 'robots', content: 'noindex' },
];
