import { data } from 'react-router';
import { noResults, readSearchQuery, searchApiQuery, searchHref } from '../features/catalog/catalog-query.ts';
import { CustomerPrices } from '../features/catalog/customer-prices.tsx';
import { listingPageStatus } from '../features/catalog/load-catalog.ts';
import { SearchPage } from '../features/catalog/search-page.tsx';
import { Logo } from '../features/layout/logo.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { notFound } from '../lib/load-or-not-found.ts';
import { notFoundMetaIn, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/search';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readSearchQuery(new URL(request.url));
  if (!query) throw notFound();
  const load = () => loaderApi(context).catalog.search(searchApiQuery(query));
  const { list: result, failed } = await listOrEmpty('search results', load, noResults(query));
  const canonical = pageUrl(context, request, `/products?${new URLSearchParams({ search: query.search })}`);
  return data({ result, query, canonical }, failed ? listStatus(failed) : listingPageStatus(query.page, result.pagination.totalPages));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  if (!loaderData) return notFoundMetaIn(t);
  const term = loaderData.result.searchName;
  return pageMeta({
    title: withSiteName(term ? t('catalogue.search.resultsFor', { term }) : t('catalogue.search.allProducts')),
    description: t('catalogue.search.metaDescription'),
    canonical: loaderData.canonical,
    // Internal search results are for buyers, not for search engines' indexes.
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <CustomerPrices loadKey={searchHref(loaderData.query)} load={(customer) => customer.catalog.search(searchApiQuery(loaderData.query))}>
      <SearchPage result={loaderData.result} query={loaderData.query} logo={<Logo />} />
    </CustomerPrices>
  );
}
