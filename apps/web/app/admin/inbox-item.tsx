import { INBOX_STATUS_LABELS, type InboxChangeResponse, type InboxDetail, type InboxDetailResponse } from '@suraksha/contracts/admin/inbox';
import { INBOX_KIND_LABELS, type InboxKind } from '@suraksha/contracts/admin/inbox-kinds';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { SmallSpinner } from '../ui/spinner.tsx';
import { InboxActions } from './inbox-actions.tsx';
import { InboxAttachmentButton } from './inbox-attachment-button.tsx';
import { InboxAttachmentPreview } from './inbox-attachment-preview.tsx';
import { InboxQuoteForm } from './inbox-quote-form.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { formatRupees } from '../lib/money.ts';
import { GrievanceDeadline } from './grievance-deadline.tsx';

export const meta = () => [{ title: 'Inbox item — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const BACK = (
  <Link to="/admin/inbox" className="btn btn-link px-0">
    ← Back to the inbox
  </Link>
);

const THREAD_LABELS = { note: 'Internal note', reply: 'Reply e-mailed', status: 'Status', assign: 'Assigned' } as const;

/** /admin/inbox/{kind}/{reference}: one submission as sent, the customer it comes from, its thread, and assign / status / reply / note. */
export default function AdminInboxItem() {
  const { kind = '', reference = '' } = useParams();
  return <InboxItemScreen key={`${kind}/${reference}`} kind={kind} reference={reference} />;
}

function InboxItemScreen({ kind, reference }: { kind: string; reference: string }) {
  const { api } = useStaffSession();
  const [loaded, replace] = useAdminAnswer('the inbox item', `${kind}/${reference}`, () => api.inbox.get(kind as InboxKind, reference));
  if (loaded.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> Loading the item…
      </p>
    );
  }
  if (loaded.kind === 'refused') {
    return (
      <>
        <h1 className="h3 mb-3">{loaded.status === 404 ? 'Item not found' : 'Inbox item'}</h1>
        <p className={loaded.status === 404 ? undefined : 'alert alert-warning'} role={loaded.status === 404 ? undefined : 'alert'}>
          {loaded.status === 404 ? 'There is no such inbox item. Find it in the inbox.' : loaded.message}
        </p>
        {BACK}
      </>
    );
  }
  const { assignees } = loaded.value;
  return (
    <InboxItemPage
      item={loaded.value.item}
      assignees={assignees}
      onChanged={(changed) => replace({ ...loaded.value, item: changed.item })}
    />
  );
}

export function InboxItemPage({
  item,
  assignees,
  onChanged,
}: {
  item: InboxDetail;
  assignees: InboxDetailResponse['assignees'];
  onChanged: (changed: InboxChangeResponse) => void;
}) {
  const { can } = useStaffSession();
  return (
    <>
      {BACK}
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h1 className="h3 mb-0">
          {INBOX_KIND_LABELS[item.kind]} {item.reference}
        </h1>
        <span className="badge text-bg-primary" data-testid="inbox-status">
          {INBOX_STATUS_LABELS[item.status]}
        </span>
        <span className="text-body-secondary">
          Received {readableTimeInNepal(item.created_at)} · assigned to {item.assignee?.name ?? 'nobody'}
        </span>
        {item.deadline && <GrievanceDeadline deadline={item.deadline} />}
      </div>
      {item.deadline && !item.deadline.answered_at && (
        <p className="alert alert-info">
          The law asks the grievance officer to answer this complaint by its due date: your first reply e-mailed is recorded as the answer,
          and the complaint can be closed only once it is answered.
        </p>
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <section className="card mb-4" aria-labelledby="as-sent">
            <div className="card-body">
              <h2 className="h5" id="as-sent">
                As sent
              </h2>
              <dl className="row mb-0">
                {item.fields.map((field) => (
                  <Fragment key={field.label}>
                    <dt className="col-sm-4">{field.label}</dt>
                    <dd className="col-sm-8" style={{ whiteSpace: 'pre-line' }}>
                      {field.value ?? '—'}
                    </dd>
                  </Fragment>
                ))}
              </dl>
              {item.attachment?.preview_url && <InboxAttachmentPreview url={item.attachment.preview_url} name={item.attachment.name} />}
              {item.attachment && <InboxAttachmentButton attachment={item.attachment} />}
            </div>
          </section>
          <section aria-labelledby="thread">
            <h2 className="h5" id="thread">
              Thread
            </h2>
            {item.thread.length === 0 ? (
              <p className="text-body-secondary">No reply or note yet.</p>
            ) : (
              <ol className="list-unstyled" data-testid="inbox-thread">
                {item.thread.map((entry, i) => (
                  <li
                    key={`${entry.at}-${i}`}
                    className={`border-start border-3 ps-3 mb-3 ${entry.type === 'reply' ? 'border-success' : 'border-secondary'}`}
                  >
                    <p className="small text-body-secondary mb-1">
                      {THREAD_LABELS[entry.type]} · {entry.by ?? 'a former staff member'} · {readableTimeInNepal(entry.at)}
                    </p>
                    <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                      {entry.body}
                    </p>
                    {entry.attachment && <InboxAttachmentButton attachment={entry.attachment} />}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <div className="col-lg-5">
          <section className="card mb-4" aria-labelledby="customer">
            <div className="card-body">
              <h2 className="h5" id="customer">
                Customer
              </h2>
              {item.customer ? (
                <>
                  <p className="mb-2">
                    {can('customers.read') ? (
                      <Link to={`/admin/customers/${item.customer.id}`}>{item.customer.name}</Link>
                    ) : (
                      item.customer.name
                    )}{' '}
                    · {item.customer.email}
                  </p>
                  {item.customer.orders.length === 0 ? (
                    <p className="text-body-secondary mb-0">No orders yet.</p>
                  ) : (
                    <ul className="list-unstyled mb-0">
                      {item.customer.orders.map((order) => (
                        <li key={order.order_number}>
                          <Link to={`/admin/orders/${encodeURIComponent(order.order_number)}`}>{order.order_number}</Link> · {order.status}{' '}
                          · {formatRupees(order.total)}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <p className="text-body-secondary mb-0">No customer account has this e-mail.</p>
              )}
            </div>
          </section>
          {item.kind === 'quote' && item.status !== 'closed' && can('inbox.reply') && can('catalogue.read') && (
            <InboxQuoteForm key={item.quotes.length} item={item} onChanged={onChanged} />
          )}
          {can('inbox.reply') && <InboxActions item={item} assignees={assignees} onChanged={onChanged} />}
        </div>
      </div>
    </>
  );
}
