import { STOCK_REASON_LABELS } from '@suraksha/contracts/admin/stock';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { Link, useLocation, useParams } from 'react-router';
import { PageLinks } from '../ui/page-links.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { ThresholdForm } from './stock-threshold-form.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Stock history — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/**
 * /admin/stock/:productId: every change of a product's stock, newest first (when, how many, what
 * was left, why, the order, who), and whether the movements add up to the stock now.
 */
export default function AdminStockHistory() {
  const { api } = useStaffSession();
  const { productId = '' } = useParams();
  const location = useLocation();
  const page = Math.max(1, Number(new URLSearchParams(location.search).get('page') ?? 1) || 1);
  const [loaded, replace] = useAdminAnswer('the stock history', `${productId}?${page}`, () => api.stock.movements(productId, page));
  const answer = loaded.kind === 'ready' ? loaded.value : null;
  const base = `/admin/stock/${encodeURIComponent(productId)}`;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/stock">← Low stock</Link>
      </p>
      <AnswerPending answer={loaded} loading="Loading the stock history…" />
      {answer && (
        <>
          <h1 className="h3">{answer.product.title}</h1>
          <p className="text-body-secondary">
            <span className="font-monospace">{answer.product.sku}</span> · {answer.product.stock} in stock · low at{' '}
            {answer.product.low_stock_at}
            {' · '}
            <Link to={`/admin/products/${answer.product.id}`}>Edit the product</Link>
          </p>
          <div className="mb-3">
            <span className="form-label d-block mb-1">Low-stock threshold</span>
            <ThresholdForm product={answer.product} onSaved={() => void api.stock.movements(productId, page).then(replace, () => {})} />
          </div>
          <p role="status" className={answer.ledger.adds_up ? 'text-success' : 'text-danger'}>
            {answer.ledger.adds_up
              ? `The ${answer.ledger.movements} movements add up to ${answer.ledger.sum}, the stock now.`
              : `The ${answer.ledger.movements} movements add up to ${answer.ledger.sum}, but the stock is ${answer.product.stock}.`}
          </p>
          <div className="table-responsive">
            <table className="table align-middle admin-table" aria-label="Stock movements">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Change</th>
                  <th scope="col">Stock after</th>
                  <th scope="col">Why</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {answer.movements.map((m) => (
                  <tr key={m.id}>
                    <td className="small">{readableTimeInNepal(m.at)}</td>
                    <td className={m.delta < 0 ? 'text-danger' : 'text-success'}>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                    <td>{m.stock_after}</td>
                    <td>{STOCK_REASON_LABELS[m.reason]}</td>
                    <td>
                      {m.order_number ? (
                        <Link className="font-monospace" to={`/admin/orders/${encodeURIComponent(m.order_number)}`}>
                          {m.order_number}
                        </Link>
                      ) : (
                        (m.reference ?? '')
                      )}
                    </td>
                    <td>{m.by ?? (m.reason === 'order' ? 'Customer' : '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageLinks className="mt-3" pagination={answer.pagination} hrefOf={(p) => (p > 1 ? `${base}?page=${p}` : base)} />
        </>
      )}
    </>
  );
}
