import type { Article } from '@suraksha/contracts/content';
import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Suraksha';

/** The absolute URL of `path` on the public site (PUBLIC_URL may carry a path prefix). */
export function publicUrlOf(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

interface ContentMeta {
  title: string;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  canonical: string;
  /** Site-relative or absolute image for link previews. */
  image?: string | null | undefined;
  type?: 'website' | 'article';
}

/** Title, description, keywords, canonical link and link-preview tags of a content page. */
export function contentMeta({ title, description, keywords, canonical, image, type = 'website' }: ContentMeta): MetaDescriptor[] {
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
  return tags;
}

/** "Blogs | Suraksha" for a page without its own SEO title. */
export function titleWithSite(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Meta of a blog or training list page; a search result page is not for indexing. */
export function articleListMeta(section: { heading: string; description: string }, page: { canonical: string; search: string }): MetaDescriptor[] {
  const tags = contentMeta({ title: titleWithSite(section.heading), description: section.description, canonical: page.canonical });
  return page.search ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
}

/** Meta of one blog post or training: its SEO fields, else its title and summary. */
export function articleMeta(article: Article, canonical: string): MetaDescriptor[] {
  return contentMeta({
    title: article.seo_title || titleWithSite(article.title),
    description: article.seo_description || article.summary,
    canonical,
    image: article.image,
    type: 'article',
  });
}

/** Meta of a route whose loader answered 404 (the layout shows the 404 page). */
export const notFoundMeta: MetaDescriptor[] = [{ title: titleWithSite('Page not found') }, { name: 'robots', content: 'noindex' }];
