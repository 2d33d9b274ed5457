import type { Article } from '@suraksha/contracts/content';
import type { TFunction } from '../../i18n/translate.ts';
import type { MetaDescriptor } from 'react-router';
import { pageMeta, withSiteName } from '../../lib/page-meta.ts';
import type { ArticleSection } from './article-sections.ts';

/** Meta of a blog or training list page; a search result page is not for indexing. */
export function articleListMeta(section: ArticleSection, page: { canonical: string; search: string }, t: TFunction): MetaDescriptor[] {
  return pageMeta({
    title: withSiteName(t(`content.${section.noun}.heading`)),
    description: t(`content.${section.noun}.description`),
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
