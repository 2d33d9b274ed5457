import { Link, useLocation } from 'react-router';
import { PageLinks } from '../ui/page-links.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { ThresholdForm } from './stock-threshold-form.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Low stock — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const pageOf = (search: string) => {
  const page = Number(new URLSearchParams(search).get('page') ?? 1);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * /admin/stock: active products sold from stock at or under their own threshold, most short first,
 * each threshold editable (stock.write) and each product's stock history one click away.
 */
export default function AdminStock() {
  const { api } = useStaffSession();
  const location = useLocation();
  const [loaded, replace] = useAdminAnswer('the low stock', location.search, (search) => api.stock.low(pageOf(search)));
  const answer = loaded.kind === 'ready' ? loaded.value : null;
  const reload = () => void api.stock.low(pageOf(location.search)).then(replace, () => {});
  return (
    <>
      <h1 className="h3 mb-3">Low stock</h1>
      <p className="text-body-secondary">
        Active products sold from stock with their threshold or fewer pieces left, the most short first. A product on request never shows
        here.
      </p>
      <AnswerPending answer={loaded} loading="Loading low stock…" />
      {answer && (
        <>
          <p className="text-body-secondary" role="status">
            {answer.pagination.total === 1 ? '1 product is low' : `${answer.pagination.total} products are low`}
          </p>
          {answer.products.length === 0 ? (
            <p>No product is low on stock.</p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle admin-table" aria-label="Low stock">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Stock</th>
                    <th scope="col">Low at</th>
                    <th scope="col">Under by</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.products.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/admin/stock/${row.id}`}>{row.title}</Link>
                        <span className="d-block small text-body-secondary">
                          <span className="font-monospace">{row.sku}</span>
                          {row.brand && ` · ${row.brand}`}
                        </span>
                      </td>
                      <td>{row.stock === 0 ? <span className="badge text-bg-danger">Out</span> : row.stock}</td>
                      <td>
                        <ThresholdForm product={row} onSaved={reload} />
                      </td>
                      <td>{row.short_by}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <PageLinks
            className="mt-3"
            pagination={answer.pagination}
            hrefOf={(page) => (page > 1 ? `/admin/stock?page=${page}` : '/admin/stock')}
          />
        </>
      )}
    </>
  );
}
