import type { ProductMovedResponse } from '@suraksha/contracts/catalog';
import { redirect } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { AddToBagButton } from '../features/cart/add-to-bag-button.tsx';
import { CompareToggle } from '../features/compare/compare-toggle.tsx';
import { WishlistButton } from '../features/wishlist/wishlist-button.tsx';
import { productStructuredData } from '../features/catalog/catalog-meta.ts';
import { CustomerPrices } from '../features/catalog/customer-prices.tsx';
import { slugSegment } from '../features/catalog/load-catalog.ts';
import { ProductPage } from '../features/catalog/product-page.tsx';
import { UnlessQuoteOnly } from '../features/catalog/product-price.tsx';
import { SafeHtml } from '../features/content/safe-html.tsx';
import { PolicyLinks, useSellerDisclosure } from '../features/layout/seller-disclosure.tsx';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { absoluteUrl } from '@suraksha/domain/site-url';
import { notFoundMetaIn, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { metaText } from '../i18n/meta-text.ts';
import { languageOfPath, localisedPath } from '@suraksha/domain/site-languages';
import type { Route } from './+types/product';
import { pageUrl } from '../i18n/page-url.ts';
import { useNepaliText } from '../i18n/nepali-text.ts';

/** The product's address now, when the API says its slug moved (a 301 keeps links and search results working). */
function movedSlug(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 301) return null;
  const moved = error.body as Partial<ProductMovedResponse> | null;
  return moved?.result === 'moved' && typeof moved.slug === 'string' ? moved.slug : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const body = await loadOrNotFound(async () => {
    try {
      return await loaderApi(context).catalog.product(params.productId);
    } catch (error) {
      const slug = movedSlug(error);
      if (slug !== null)
        throw redirect(localisedPath(`/products/${slugSegment(slug)}`, languageOfPath(new URL(request.url).pathname)), 301);
      throw error;
    }
  });
  const { publicUrl } = context.get(publicEnvContext);
  return {
    product: body.product,
    related: body.related,
    publicUrl,
    canonical: pageUrl(context, request, `/products/${slugSegment(body.product.slug)}`),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  if (!loaderData) return notFoundMetaIn(t);
  const { product, canonical, publicUrl } = loaderData;
  const language = languageOfPath(location.pathname);
  // The Nepali page's name and summary are staff's Nepali ones where there are some (decision 0127).
  const title = language === 'ne' && product.ne.title ? product.ne.title : product.title;
  const summary = language === 'ne' && product.ne.summary ? product.ne.summary : product.summary;
  return [
    ...pageMeta({
      title: product.seo_title || withSiteName(title),
      description: product.seo_description || summary || t('catalogue.product.metaDescription', { title }),
      keywords: product.seo_keyword || [product.brand?.title, product.category?.title, product.size].filter(Boolean).join(', '),
      canonical,
      image: product.image ? absoluteUrl(publicUrl, product.image) : null,
      type: 'product',
    }),
    ...productStructuredData(product, canonical, publicUrl, language),
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const descriptionHtml = useNepaliText()(product.description ?? '', product.ne.description);
  const seller = useSellerDisclosure();
  return (
    <CustomerPrices loadKey={product.slug} load={(customer) => customer.catalog.product(product.slug)}>
      <ProductPage
        product={product}
        related={related}
        description={descriptionHtml ? <SafeHtml html={descriptionHtml} className="product-description" /> : null}
        actions={
          <>
            {product.stock_status === 'in_stock' && (
              <UnlessQuoteOnly product={product}>
                <AddToBagButton productSlug={product.slug} />
              </UnlessQuoteOnly>
            )}
            <WishlistButton productSlug={product.slug} />
            <CompareToggle productSlug={product.slug} className="btn btn-outline-secondary" />
            <PolicyLinks seller={seller} className="w-100 mt-2" />
          </>
        }
      />
    </CustomerPrices>
  );
}
