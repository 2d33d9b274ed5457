import { ArticleListPage } from '../features/content/article-list-page.tsx';
import { listPageHref } from '../features/content/article-query.ts';
import { trainingSection } from '../features/content/article-sections.ts';
import { articleListMeta } from '../features/content/content-meta.ts';
import { loadListPage } from '../features/content/load-content.ts';
import { loaderApi } from '../lib/api-context.ts';
import { notFoundMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/trainings';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, body } = await loadListPage(new URL(request.url), (apiQuery) => loaderApi(context).content.trainings(apiQuery));
  return {
    search: query.search,
    trainings: body.trainings,
    relatedTrainings: body.relatedTrainings,
    pagination: body.pagination,
    canonical: pageUrl(context, request, listPageHref(trainingSection.basePath, { search: '', page: query.page })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return loaderData ? articleListMeta(trainingSection, loaderData, metaText(location)) : notFoundMeta;
}

export default function Trainings({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleListPage
      section={trainingSection}
      articles={loaderData.trainings}
      recent={loaderData.relatedTrainings}
      pagination={loaderData.pagination}
      search={loaderData.search}
    />
  );
}
