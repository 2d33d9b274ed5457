import { ContentPageView } from '../features/content/content-page-view.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { redirect } from 'react-router';
import { SELLER_INFORMATION_PATH } from '../features/layout/site-links.ts';
import { OLD_SELLER_DISCLOSURE_SLUG } from '@suraksha/contracts/page-messages';
import { languageOfPath, localisedPath } from '@suraksha/domain/site-languages';
import type { Route } from './+types/page';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The seeded static disclosure page before the settings existed: its links and bookmarks land on the live one.
  if (params.pageId === OLD_SELLER_DISCLOSURE_SLUG) {
    throw redirect(localisedPath(SELLER_INFORMATION_PATH, languageOfPath(new URL(request.url).pathname)), 301);
  }
  const { page } = await loadOrNotFound(() => loaderApi(context).content.page(params.pageId));
  return { page, canonical: pageUrl(context, request, `/pages/${encodeURIComponent(page.slug)}`) };
}

/** SPEC §7: a content page sets the title, description, keywords and canonical link. */
export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { page, canonical } = loaderData;
  // On the Nepali site the page's Nepali title, where staff wrote one (decision 0127); the SEO title is English.
  const nepaliTitle = languageOfPath(location.pathname) === 'ne' ? page.ne?.title : undefined;
  return pageMeta({
    title: nepaliTitle ? withSiteName(nepaliTitle) : page.seo_title || withSiteName(page.title),
    description: page.seo_description,
    keywords: page.seo_keyword,
    canonical,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
