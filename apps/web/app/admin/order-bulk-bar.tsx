import { ORDER_MOVE_MESSAGES, type OrderBulkMoveResponse } from '@suraksha/contracts/admin/order-desk';
import { ORDER_STATUSES, type OrderStatus } from '@suraksha/domain/order-status';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessageOf } from '../lib/api-errors.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { OrderPrintButtons } from './order-print-buttons.tsx';
import { useStaffSession } from './staff-session.tsx';

/** Where many orders can go at once: every status but the first. */
const TARGETS = ORDER_STATUSES.filter((status) => status !== 'Pending Order');

/**
 * Moves the ticked orders to one status (issue #15): the server moves each in its own transaction
 * and answers one result per order, shown here; a cancel asks its reason once for all of them.
 */
export function OrderBulkBar({ selected, onDone }: { selected: readonly string[]; onDone: () => void }) {
  const { api, can } = useStaffSession();
  const [to, setTo] = useState<OrderStatus>('Confirm');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<OrderBulkMoveResponse['results'] | null>(null);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (to === 'Cancelled' && reason.trim() === '') {
      toast.error(ORDER_MOVE_MESSAGES.reasonRequired, { id: 'bulk-reason' });
      return;
    }
    setBusy(true);
    try {
      const answer = await api.orders.moveMany(to === 'Cancelled' ? { orders: [...selected], to, reason } : { orders: [...selected], to });
      setResults(answer.results);
      const refused = answer.results.length - answer.moved;
      if (answer.moved > 0) toast.success(`${answer.moved === 1 ? '1 order' : `${answer.moved} orders`} moved to ${to}.`);
      if (refused > 0) toast.error(`${refused === 1 ? '1 order was' : `${refused} orders were`} not moved: see why below.`);
      onDone();
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-bulk">
      {selected.length > 0 && (
        <form
          className="admin-filters"
          onSubmit={apply}
          aria-label={can('orders.advance') ? 'Move the selected orders' : 'Print the selected orders'}
        >
          <strong className="align-self-center">{selected.length === 1 ? '1 order selected' : `${selected.length} orders selected`}</strong>
          {can('orders.advance') && (
            <>
              <label className="form-label mb-0">
                Move to
                <select className="form-select" value={to} onChange={(e) => setTo(e.target.value as OrderStatus)}>
                  {TARGETS.map((status) => (
                    <option key={status}>{status}</option>
                  ))}
                </select>
              </label>
              {to === 'Cancelled' && (
                <label className="form-label mb-0">
                  Reason
                  <input className="form-control" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
                </label>
              )}
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy && <SmallSpinner />} Move
              </button>
            </>
          )}
          <OrderPrintButtons numbers={selected} />
        </form>
      )}
      {results && (
        <ul className="list-unstyled small admin-bulk__results" aria-label="Results of the move">
          {results.map((r) => (
            <li key={r.order_number} className={r.ok ? 'text-success' : 'text-danger'}>
              {r.ok ? '✓' : '✗'} {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
