import { Link, useNavigate } from 'react-router';
import { ProductEditorForm } from './product-editor-form.tsx';
import { useStaffSession } from './staff-session.tsx';

export const meta = () => [{ title: 'New product — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/products/new: a new product; once created, its own page in the editor. */
export default function AdminProductNew() {
  const { can } = useStaffSession();
  const navigate = useNavigate();
  return (
    <article className="admin-order">
      <Link to="/admin/products" className="small">
        ← Back to the products
      </Link>
      <h1 className="h3 my-3">New product</h1>
      {can('catalogue.write') ? (
        <ProductEditorForm product={null} onSaved={(answer) => navigate(`/admin/products/${answer.product.id}`)} />
      ) : (
        <p className="alert alert-warning" role="alert">
          Your role may read the catalogue but not add products.
        </p>
      )}
    </article>
  );
}
