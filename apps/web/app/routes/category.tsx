import { useTranslation } from '../i18n/react.tsx';
import { data, Link } from 'react-router';
import { itemsFound, listingApiQuery, listingHref, readListingQuery } from '../features/catalog/catalog-query.ts';
import { CustomerPrices } from '../features/catalog/customer-prices.tsx';
import { ListingPage } from '../features/catalog/listing-page.tsx';
import { listingPageStatus, slugSegment } from '../features/catalog/load-catalog.ts';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import { loadOrNotFound, notFound } from '../lib/load-or-not-found.ts';
import { absoluteUrl } from '@suraksha/domain/site-url';
import { notFoundMetaIn, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { metaText } from '../i18n/meta-text.ts';
import { useNepaliText } from '../i18n/nepali-text.ts';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { languageOfPath } from '@suraksha/domain/site-languages';
import type { Route } from './+types/category';
import { pageUrl } from '../i18n/page-url.ts';

const categoryPath = (slug: string) => `/category/${slugSegment(slug)}`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = readListingQuery(new URL(request.url));
  if (!query) throw notFound();
  const body = await loadOrNotFound(() => loaderApi(context).catalog.category(params.categoryId, listingApiQuery(query)));
  const { publicUrl } = context.get(publicEnvContext);
  const basePath = categoryPath(body.category.slug);
  return data(
    {
      category: body.category,
      products: body.products,
      pagination: body.pagination,
      sort: body.sort,
      basePath,
      query,
      canonical: pageUrl(context, request, listingHref(basePath, { page: query.page, sort: undefined })),
      image: body.category.image ? absoluteUrl(publicUrl, body.category.image) : null,
    },
    listingPageStatus(query.page, body.pagination.totalPages),
  );
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  if (!loaderData) return notFoundMetaIn(t);
  const { category } = loaderData;
  // SEO fields are staff's and English (decision 0127); the Nepali page names the category in Nepali.
  const title = languageOfPath(location.pathname) === 'ne' && category.ne.title ? category.ne.title : category.title;
  return pageMeta({
    title: category.seo_title || withSiteName(title),
    description: category.seo_description || category.description || t('catalogue.category.metaDescription', { category: title }),
    keywords: category.seo_keyword || `${category.title}, ${category.title} Nepal`,
    canonical: loaderData.canonical,
    image: loaderData.image,
  });
}

export default function Category({ loaderData, params }: Route.ComponentProps) {
  const { category, products, pagination, sort, basePath, query } = loaderData;
  const { t } = useTranslation();
  const inNepali = useNepaliText();
  const localised = useLocalisedPath();
  const title = inNepali(category.title, category.ne.title);
  const parents = category.parent
    ? [{ title: inNepali(category.parent.title, category.parent.ne.title), to: categoryPath(category.parent.slug) }]
    : [];
  return (
    <CustomerPrices
      loadKey={listingHref(categoryPath(params.categoryId), query)}
      load={(customer) => customer.catalog.category(params.categoryId, listingApiQuery(query))}
    >
      <ListingPage
        basePath={basePath}
        parents={parents}
        title={title}
        intro={
          category.children.length > 0 && (
            <ul className="category-chips list-unstyled" aria-label={t('catalogue.listing.kindsOf', { category: title })}>
              {category.children.map((child) => (
                <li key={child.slug}>
                  <Link className="category-chip" to={localised(categoryPath(child.slug))}>
                    {inNepali(child.title, child.ne.title)}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
        count={itemsFound(t, pagination.total)}
        products={products}
        pagination={pagination}
        sort={sort}
      />
    </CustomerPrices>
  );
}
