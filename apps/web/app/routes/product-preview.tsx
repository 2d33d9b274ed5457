import type { ProductResponse } from '@suraksha/contracts/catalog';
import { useParams } from 'react-router';
import { useNepaliText } from '../i18n/nepali-text.ts';
import { ProductPage } from '../features/catalog/product-page.tsx';
import { SafeHtml } from '../features/content/safe-html.tsx';
import { StaffPreview } from '../ui/staff-preview.tsx';
import { metaText } from '../i18n/meta-text.ts';

// Never indexed, never cached as a shop page: it exists for signed-in staff only.
export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: metaText(location)('catalogue.product.previewTitle') },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * /preview/products/{productId} (decision 0104): the product page as the shop will show it, drafts
 * too, from the back office's preview call. The staff session cookie is the key: the page is
 * rendered in the browser, so a visitor (no session) gets a refusal and never the product.
 */
export default function ProductPreview() {
  const productId = useParams().productId ?? '';
  const inNepali = useNepaliText();
  return (
    <StaffPreview<ProductResponse>
      path={`/admin/products/${encodeURIComponent(productId)}/preview`}
      noun="product"
      notice="Visitors see this page only once the product is active."
    >
      {({ product, related }) => {
        const description = inNepali(product.description ?? '', product.ne.description);
        return (
          <ProductPage
            product={product}
            related={related}
            description={description ? <SafeHtml html={description} className="product-description" /> : null}
          />
        );
      }}
    </StaffPreview>
  );
}
