import { ArticlePage } from '../features/content/article-page.tsx';
import { blogSection } from '../features/content/article-sections.ts';
import { articleMeta } from '../features/content/content-meta.ts';
import { loaderApi } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { notFoundMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/blog';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const body = await loadOrNotFound(() => loaderApi(context).content.blog(params.blogId));
  const url = pageUrl(context, request, `${blogSection.basePath}/${encodeURIComponent(body.blog.slug)}`);
  return { blog: body.blog, blogs: body.blogs, url };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? articleMeta(loaderData.blog, loaderData.url) : notFoundMeta;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <ArticlePage section={blogSection} article={loaderData.blog} others={loaderData.blogs} url={loaderData.url} />;
}
