import type { ServiceRow } from '@suraksha/contracts/admin/content-services';
import { SHOWCASE_MESSAGES } from '@suraksha/contracts/admin/showcase-fields';
import { formatRupees } from '../lib/money.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { AnswerPending } from './answer-pending.tsx';
import { saveOrder } from './save-order.ts';
import { ArticleStatusBadge } from './content-kinds.tsx';
import { SortableTable } from './sortable-table.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Services — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/**
 * /admin/content/services: every service in the order /services shows them, drafts and scheduled
 * ones in their place. Reordered by dragging a handle or with Move up / Move down; the whole order
 * is saved in one call and shown at once; a refused order reloads the list.
 */
export default function AdminContentServices() {
  const { api, can } = useStaffSession();
  const [reloads, setReloads] = useState(0);
  const [loaded, replace] = useAdminAnswer('the services', String(reloads), async () => (await api.services.list()).services);
  const [busy, setBusy] = useState(false);
  const rows = loaded.kind === 'ready' ? loaded.value : null;

  const order = (current: ServiceRow[], ids: number[]) =>
    saveOrder(current, ids, {
      show: replace,
      send: async () => {
        setBusy(true);
        const sent = await sendWithToasts('service order', () => api.services.order(ids), ['ids']);
        setBusy(false);
        return sent?.services ?? null;
      },
      reload: () => setReloads((n) => n + 1),
    });

  return (
    <>
      <Link to="/admin/content" className="small">
        ← Back to the content
      </Link>
      <div className="d-flex align-items-center justify-content-between my-3">
        <h1 className="h3 mb-0">Services</h1>
        {can('content.write') && (
          <Link className="btn btn-primary" to="/admin/content/services/new">
            New service
          </Link>
        )}
      </div>
      <AnswerPending answer={loaded} loading="Loading the services…" />
      {rows && rows.length === 0 && <p className="text-body-secondary">Nothing here yet.</p>}
      {rows && rows.length > 0 && (
        <>
          <p className="small text-body-secondary">{SHOWCASE_MESSAGES.reorderHint}</p>
          <SortableTable
            caption="Services"
            headings={
              <>
                <th scope="col">Title</th>
                <th scope="col">Starting price</th>
                <th scope="col">Status</th>
              </>
            }
            rows={rows}
            busy={busy}
            onOrder={can('content.write') ? (ids) => void order(rows, ids) : undefined}
            renderCells={(row) => (
              <>
                <td>
                  <Link to={`/admin/content/services/${row.id}`}>{row.title}</Link>
                  <span className="d-block small text-body-secondary font-monospace">{row.slug}</span>
                </td>
                <td>{row.starting_price === null ? 'Quoted per site' : formatRupees(row.starting_price)}</td>
                <td>
                  <ArticleStatusBadge status={row.status} />
                </td>
              </>
            )}
          />
        </>
      )}
    </>
  );
}
