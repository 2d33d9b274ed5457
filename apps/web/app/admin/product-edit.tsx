import { Link, useParams } from 'react-router';
import { SmallSpinner } from '../ui/spinner.tsx';
import { ProductEditorForm } from './product-editor-form.tsx';
import { NepaliVersionForm } from './nepali-version-form.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Product — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const BACK = (
  <Link to="/admin/products" className="small">
    ← Back to the products
  </Link>
);

/** /admin/products/{productId}: one product in the editor, drafts too. */
export default function AdminProductEdit() {
  const productId = useParams().productId ?? '';
  return <ProductScreen key={productId} productId={productId} />;
}

function ProductScreen({ productId }: { productId: string }) {
  const { api, can } = useStaffSession();
  const [loaded, replace] = useAdminAnswer('the product', productId, async (id) => (await api.productEditor.get(id)).product);
  if (loaded.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> Loading the product…
      </p>
    );
  }
  if (loaded.kind === 'refused') {
    return (
      <>
        <h1 className="h3 mb-3">{loaded.status === 404 ? 'Product not found' : 'Product'}</h1>
        <p className={loaded.status === 404 ? undefined : 'alert alert-warning'} role={loaded.status === 404 ? undefined : 'alert'}>
          {loaded.status === 404 ? 'There is no such product.' : loaded.message}
        </p>
        {BACK}
      </>
    );
  }
  const product = loaded.value;
  return (
    <article className="admin-order">
      {BACK}
      <header className="admin-order__head">
        <h1 className="h3 mb-0">{product.title}</h1>
        <span className={`badge ${product.active ? 'text-bg-success' : 'text-bg-secondary'}`}>{product.active ? 'Active' : 'Draft'}</span>
        {product.active && (
          <a href={`/products/${encodeURIComponent(product.slug)}`} target="_blank" rel="noopener" className="small">
            View in the shop
          </a>
        )}
      </header>
      {/* A new version re-reads the form from the saved product (its new updated_at included). */}
      <ProductEditorForm key={product.updated_at} product={product} onSaved={(answer) => replace(answer.product)} />
      <NepaliVersionForm entity="products" id={product.id} canEdit={can('catalogue.write')} />
    </article>
  );
}
