import { dayInNepal, isCalendarDate, readableDate } from '@suraksha/domain/nepal-time';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { AnswerPending } from './answer-pending.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterDayField } from './filter-day-field.tsx';

export const meta = () => [{ title: 'Cash on delivery — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/cod?day=: the day's cash on delivery, what each staff member should hand in, and the sums that differ from their order. */
export default function AdminCodReport() {
  const { api } = useStaffSession();
  const [params] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = isCalendarDate(asked) ? asked : dayInNepal();
  const [loaded] = useAdminAnswer('the COD report', day, (chosen) => api.reports.cod(chosen));
  const applyDay = useFilterSubmit('/admin/cod');

  const report = loaded.kind === 'ready' ? loaded.value : null;
  return (
    <>
      <h1 className="h3 mb-3">Cash on delivery · {readableDate(day)}</h1>
      <form onSubmit={applyDay} className="admin-filters" aria-label="Choose the day" key={day}>
        <FilterDayField name="day" label="Day" defaultValue={day} max={dayInNepal()} />
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </form>
      <AnswerPending answer={loaded} loading="Loading the day…" />
      {report && (
        <>
          <div className="table-responsive">
            <table className="table admin-table" aria-label="To hand in">
              <thead>
                <tr>
                  <th scope="col">Staff member</th>
                  <th scope="col">Orders</th>
                  <th scope="col">To hand in</th>
                </tr>
              </thead>
              <tbody>
                {report.staff.length === 0 ? (
                  <tr>
                    <td colSpan={3}>No cash recorded on this day.</td>
                  </tr>
                ) : (
                  report.staff.map((s) => (
                    <tr key={s.id}>
                      <td>
                        {s.name} · <span className="text-capitalize">{s.role}</span>
                      </td>
                      <td>{s.orders}</td>
                      <td>{formatRupees(s.amount)}</td>
                    </tr>
                  ))
                )}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td>
                    <strong>{formatRupees(report.total)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {report.differences.length > 0 && (
            <>
              <h2 className="h5 mt-4">Different from the order total</h2>
              <div className="table-responsive">
                <table className="table admin-table" aria-label="Differences">
                  <thead>
                    <tr>
                      <th scope="col">Order</th>
                      <th scope="col">Total</th>
                      <th scope="col">Collected</th>
                      <th scope="col">By</th>
                      <th scope="col">Note</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.differences.map((d) => (
                      <tr key={d.order_number}>
                        <td>
                          <Link className="font-monospace" to={`/admin/orders/${d.order_number}`}>
                            {d.order_number}
                          </Link>
                        </td>
                        <td>{formatRupees(d.total)}</td>
                        <td>{formatRupees(d.collected)}</td>
                        <td>{d.by}</td>
                        <td>{d.note}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </>
  );
}
