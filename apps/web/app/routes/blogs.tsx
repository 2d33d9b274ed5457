import { ArticleListPage } from '../features/content/article-list-page.tsx';
import { listPageHref } from '../features/content/article-query.ts';
import { blogSection } from '../features/content/article-sections.ts';
import { articleListMeta } from '../features/content/content-meta.ts';
import { loadListPage } from '../features/content/load-content.ts';
import { loaderApi } from '../lib/api-context.ts';
import { notFoundMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/blogs';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, body } = await loadListPage(new URL(request.url), (apiQuery) => loaderApi(context).content.blogs(apiQuery));
  return {
    search: query.search,
    blogs: body.blogs,
    recentBlogs: body.recentBlogs,
    pagination: body.pagination,
    canonical: pageUrl(context, request, listPageHref(blogSection.basePath, { search: '', page: query.page })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return loaderData ? articleListMeta(blogSection, loaderData, metaText(location)) : notFoundMeta;
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleListPage
      section={blogSection}
      articles={loaderData.blogs}
      recent={loaderData.recentBlogs}
      pagination={loaderData.pagination}
      search={loaderData.search}
    />
  );
}
