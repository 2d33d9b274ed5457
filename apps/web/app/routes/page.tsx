import { ContentPageView } from '../features/content/content-page-view.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/page';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { page } = await loadOrNotFound(() => loaderApi(context).content.page(params.pageId));
  return { page, canonical: pageUrl(context, request, `/pages/${encodeURIComponent(page.slug)}`) };
}

/** SPEC §7: a content page sets the title, description, keywords and canonical link. */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { page, canonical } = loaderData;
  return pageMeta({
    title: page.seo_title || withSiteName(page.title),
    description: page.seo_description,
    keywords: page.seo_keyword,
    canonical,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
