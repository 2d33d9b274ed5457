import { useTranslation } from '../i18n/react.tsx';
import { data } from 'react-router';
import { itemsFound, listingApiQuery, listingHref, readListingQuery } from '../features/catalog/catalog-query.ts';
import { CustomerPrices } from '../features/catalog/customer-prices.tsx';
import { ListingPage } from '../features/catalog/listing-page.tsx';
import { listingPageStatus, slugSegment } from '../features/catalog/load-catalog.ts';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import { loadOrNotFound, notFound } from '../lib/load-or-not-found.ts';
import { absoluteUrl } from '@suraksha/domain/site-url';
import { notFoundMetaIn, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/brand';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = readListingQuery(new URL(request.url));
  if (!query) throw notFound();
  const body = await loadOrNotFound(() => loaderApi(context).catalog.brand(params.brandId, listingApiQuery(query)));
  const { publicUrl } = context.get(publicEnvContext);
  const basePath = `/brands/${slugSegment(body.brand.slug)}`;
  return data(
    {
      ...body,
      basePath,
      query,
      // Sorting reorders the same products: every order shares the unsorted page's canonical URL.
      canonical: pageUrl(context, request, listingHref(basePath, { page: query.page, sort: undefined })),
      image: body.brand.image ? absoluteUrl(publicUrl, body.brand.image) : null,
    },
    listingPageStatus(query.page, body.pagination.totalPages),
  );
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  if (!loaderData) return notFoundMetaIn(t);
  const { brand } = loaderData;
  return pageMeta({
    title: brand.seo_title || withSiteName(t('catalogue.listing.productsOf', { title: brand.title })),
    description: brand.seo_description || brand.description || t('catalogue.brands.brandMetaDescription', { brand: brand.title }),
    keywords: brand.seo_keyword || `${brand.title}, ${brand.title} Nepal`,
    canonical: loaderData.canonical,
    image: loaderData.image,
  });
}

export default function Brand({ loaderData, params }: Route.ComponentProps) {
  const { brand, products, pagination, sort, basePath, query } = loaderData;
  const { t } = useTranslation();
  return (
    <CustomerPrices
      loadKey={listingHref(`/brands/${slugSegment(params.brandId)}`, query)}
      load={(customer) => customer.catalog.brand(params.brandId, listingApiQuery(query))}
    >
      <ListingPage
        basePath={basePath}
        parents={[{ title: t('catalogue.brands.title'), to: '/brands' }]}
        title={brand.title}
        count={itemsFound(t, pagination.total, brand.title)}
        products={products}
        pagination={pagination}
        sort={sort}
      />
    </CustomerPrices>
  );
}
