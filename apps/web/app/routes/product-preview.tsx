import type { ProductResponse } from '@suraksha/contracts/catalog';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ProductPage } from '../features/catalog/product-page.tsx';
import { SafeHtml } from '../features/content/safe-html.tsx';
import { ApiError, callApi } from '../lib/api-client.ts';
import { useBrowserApi } from '../lib/browser-api.ts';

// Never indexed, never cached as a shop page: it exists for signed-in staff only.
export const meta = () => [{ title: 'Preview — Suraksha' }, { name: 'robots', content: 'noindex, nofollow' }];

type Preview = { kind: 'loading' } | { kind: 'shown'; page: ProductResponse } | { kind: 'refused'; message: string };

/**
 * /preview/products/{productId} (decision 0104): the product page as the shop will show it, drafts
 * too, from the back office's preview call. The staff session cookie is the key: the page is
 * rendered in the browser, so a visitor (no session) gets a refusal and never the product.
 */
export default function ProductPreview() {
  const productId = useParams().productId ?? '';
  const transport = useBrowserApi();
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    callApi<ProductResponse>(transport, { method: 'GET', path: `/admin/products/${encodeURIComponent(productId)}/preview` }).then(
      (page) => current && setPreview({ kind: 'shown', page }),
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiError ? error.status : 0;
        setPreview({
          kind: 'refused',
          message:
            status === 401 || status === 403
              ? 'Only signed-in staff can preview products. Sign in to the back office and open the preview again.'
              : status === 404
                ? 'There is no such product.'
                : 'The preview could not be loaded. Please try again.',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [transport, productId]);

  if (preview.kind === 'loading')
    return (
      <p className="container page-frame" role="status">
        Loading the preview…
      </p>
    );
  if (preview.kind === 'refused') {
    return (
      <p className="container page-frame alert alert-warning" role="alert">
        {preview.message}
      </p>
    );
  }
  const { product, related } = preview.page;
  return (
    <>
      <p className="container alert alert-info mt-3 mb-0" role="status">
        Preview for staff. Visitors see this page only once the product is active.
      </p>
      <ProductPage
        product={product}
        related={related}
        description={product.description ? <SafeHtml html={product.description} className="product-description" /> : null}
      />
    </>
  );
}
