import { PRODUCT_PLACEHOLDER_IMAGE } from '../ui/placeholder-image.ts';
import { type QuotedProductSummary, QuoteRequestPage } from '../features/quote/quote-request-page.tsx';
import { ApiError } from '../lib/api-client.ts';
import { loaderApi } from '../lib/api-context.ts';
import { withSiteName } from '../lib/page-meta.ts';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/quote-request';

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get('product')?.trim();
  if (!slug) return { product: null, unknownProduct: false };
  try {
    const { product } = await loaderApi(context).catalog.product(slug);
    const summary: QuotedProductSummary = {
      slug: product.slug,
      title: product.title,
      neTitle: product.ne.title,
      image: product.image,
      brand: product.brand?.title ?? null,
    };
    return { product: summary, unknownProduct: false };
  } catch (error) {
    // A stale or mistyped link still leads to a form: a general request, and the page says so.
    if (error instanceof ApiError && error.status === 404) return { product: null, unknownProduct: true };
    throw error;
  }
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const about = loaderData?.product
    ? t('catalogue.quote.metaTitleFor', { title: loaderData.product.title })
    : t('catalogue.quote.metaTitle');
  return [{ title: withSiteName(about) }, { name: 'description', content: t('catalogue.quote.metaDescription') }];
}

export default function QuoteRequest({ loaderData }: Route.ComponentProps) {
  return (
    <QuoteRequestPage
      product={loaderData.product}
      unknownProduct={loaderData.unknownProduct}
      placeholderImage={PRODUCT_PLACEHOLDER_IMAGE}
    />
  );
}
