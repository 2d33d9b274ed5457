import type { ComparedProduct } from '@suraksha/contracts/compare';
import { COMPARE_LIMIT, COMPARE_PARAM, COMPARE_SLUG, compareSlugs } from '@suraksha/contracts/compare-messages';
import { useTranslation } from '../i18n/react.tsx';
import { Link, redirect } from 'react-router';
import { languageOfPath, localisedPath } from '@suraksha/domain/site-languages';
import { metaText } from '../i18n/meta-text.ts';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { ProductPrice } from '../features/catalog/product-price.tsx';
import { CompareTable } from '../features/compare/compare-table.tsx';
import { compareHref } from '../features/compare/compare-store.ts';
import { useCompareUrlSync } from '../features/compare/use-compare-url-sync.ts';
import { loaderApi } from '../lib/api-context.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/compare';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const param = url.searchParams.get(COMPARE_PARAM);
  const asked = compareSlugs(param);
  // A hand-edited or old link with too many or malformed slugs becomes the comparison it can be.
  const usable = asked.filter((slug) => COMPARE_SLUG.test(slug)).slice(0, COMPARE_LIMIT);
  if (usable.length !== asked.length) throw redirect(localisedPath(compareHref(usable), languageOfPath(url.pathname)));
  const { products } = usable.length === 0 ? { products: [] } : await loaderApi(context).catalog.compare(usable);
  return {
    products,
    // null: the plain /compare link, which brings back the remembered comparison.
    shown: param === null ? null : products.map((p) => p.slug),
    canonical: pageUrl(context, request, '/compare'),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('catalogue.compare.metaTitle'));
  if (!loaderData) return [{ title }];
  return [
    ...pageMeta({
      title,
      description: t('catalogue.compare.metaDescription', { limit: COMPARE_LIMIT }),
      canonical: loaderData.canonical,
    }),
    // Each buyer's own selection: not a page for search indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/** The catalogue's price area, in the comparison's price row. */
const comparedPrice = (product: ComparedProduct) => <ProductPrice key={product.slug} product={product} />;

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { shown } = loaderData;
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  useCompareUrlSync(shown);
  const slugs = loaderData.products.map((p) => p.slug);
  // Rendered for a visitor; a signed-in customer's prices arrive after hydration, for this very list.
  const priced = useCustomerData(compareHref(slugs), (customer) => customer.catalog.compare(slugs)).data?.products;
  const products = priced && priced.map((p) => p.slug).join(',') === slugs.join(',') ? priced : loaderData.products;
  const removeHref = (slug: string) => compareHref(slugs.filter((s) => s !== slug));
  return (
    <PageFrame title={t('catalogue.compare.title')} intro={t('catalogue.compare.intro', { limit: COMPARE_LIMIT })}>
      {products.length === 0 ? (
        <EmptyState text={t('catalogue.compare.empty')}>
          <Link to={localised('/products?search=')} className="btn btn-primary">
            {t('catalogue.compare.browse')}
          </Link>
        </EmptyState>
      ) : (
        <CompareTable products={products} removeHref={removeHref} priceOf={comparedPrice} />
      )}
    </PageFrame>
  );
}
