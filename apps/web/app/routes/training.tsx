import { ArticlePage } from '../features/content/article-page.tsx';
import { trainingSection } from '../features/content/article-sections.ts';
import { articleMeta } from '../features/content/content-meta.ts';
import { loaderApi } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { notFoundMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/training';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const body = await loadOrNotFound(() => loaderApi(context).content.training(params.trainingId));
  const url = pageUrl(context, request, `${trainingSection.basePath}/${encodeURIComponent(body.training.slug)}`);
  return { training: body.training, trainings: body.trainings, url };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? articleMeta(loaderData.training, loaderData.url) : notFoundMeta;
}

export default function Training({ loaderData }: Route.ComponentProps) {
  return <ArticlePage section={trainingSection} article={loaderData.training} others={loaderData.trainings} url={loaderData.url} />;
}
