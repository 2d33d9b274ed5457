import type { Article } from '@suraksha/contracts/content';
import type { MetaDescriptor } from 'react-router';
import { pageMeta, withSiteName } from '../../lib/page-meta.ts';

/** Meta of a blog or training list page; a search result page is not for indexing. */
export function articleListMeta(
  section: { heading: string; description: string },
  page: { canonical: string; search: string },
): MetaDescriptor[] {
  return pageMeta({
    title: withSiteName(section.heading),
    description: section.description,
    canonical: page.canonical,
    noindex: Boolean(page.search),
  });
}

/** Meta of one blog post or training: its SEO fields, else its title and summary. */
export function articleMeta(article: Article, canonical: string): MetaDescriptor[] {
  return pageMeta({
    title: article.seo_title || withSiteName(article.title),
    description: article.seo_description || article.summary,
    canonical,
    image: article.image,
    type: 'article',
  });
}
