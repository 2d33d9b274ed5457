import type { FaqRow } from '@suraksha/contracts/admin/content-faqs';
import { FAQ_MESSAGES as M } from '@suraksha/contracts/admin/content-faq-page-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { AnswerPending } from './answer-pending.tsx';
import { saveOrder } from './save-order.ts';
import { ArticleStatusBadge } from './content-kinds.tsx';
import { SortableTable } from './sortable-table.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'FAQs — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/**
 * /admin/content/faqs: every FAQ in the order /faqs shows them, drafts and scheduled ones in their
 * place. Reordered by dragging a handle or with Move up / Move down; the whole order is saved in one
 * call. Shown in its new order at once; a refused order (the list changed meanwhile) reloads it.
 */
export default function AdminContentFaqs() {
  const { api, can } = useStaffSession();
  const [reloads, setReloads] = useState(0);
  const [loaded, replace] = useAdminAnswer('the FAQs', String(reloads), async () => (await api.faqs.list()).faqs);
  const [busy, setBusy] = useState(false);
  const rows = loaded.kind === 'ready' ? loaded.value : null;

  const order = (current: FaqRow[], ids: number[]) =>
    saveOrder(current, ids, {
      show: replace,
      send: async () => {
        setBusy(true);
        const sent = await sendWithToasts('FAQ order', () => api.faqs.order(ids), ['ids']);
        setBusy(false);
        return sent?.faqs ?? null;
      },
      reload: () => setReloads((n) => n + 1),
    });

  return (
    <>
      <Link to="/admin/content" className="small">
        ← Back to the content
      </Link>
      <div className="d-flex align-items-center justify-content-between my-3">
        <h1 className="h3 mb-0">FAQs</h1>
        {can('content.write') && (
          <Link className="btn btn-primary" to="/admin/content/faqs/new">
            New FAQ
          </Link>
        )}
      </div>
      <AnswerPending answer={loaded} loading="Loading the FAQs…" />
      {rows && rows.length === 0 && <p className="text-body-secondary">Nothing here yet.</p>}
      {rows && rows.length > 0 && (
        <>
          <p className="small text-body-secondary">{M.reorderHint}</p>
          <SortableTable
            caption="FAQs"
            headings={
              <>
                <th scope="col">Question</th>
                <th scope="col">Status</th>
              </>
            }
            rows={rows.map((row) => ({ ...row, title: row.question }))}
            busy={busy}
            onOrder={can('content.write') ? (ids) => void order(rows, ids) : undefined}
            renderCells={(row) => (
              <>
                <td>
                  <Link to={`/admin/content/faqs/${row.id}`}>{row.question}</Link>
                </td>
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
