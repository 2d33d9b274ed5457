import { INBOX_STATUS_LABELS, INBOX_STATUSES } from '@suraksha/contracts/admin/inbox';
import { INBOX_KIND_LABELS, INBOX_KINDS } from '@suraksha/contracts/admin/inbox-kinds';
import { useLocation } from 'react-router';
import { PageLinks } from '../ui/page-links.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { InboxTable } from './inbox-table.tsx';
import { inboxHref, readInboxQuery } from './inbox-url.ts';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterActions, ResultCount } from './list-filters.tsx';
import { FilterDayField } from './filter-day-field.tsx';

export const meta = () => [{ title: 'Inbox — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/inbox: the inbound forms and complaints (grievances, with their due dates) in one list, newest first; filters, search and page in the URL, applied by the server. */
export default function AdminInbox() {
  const { api } = useStaffSession();
  const location = useLocation();
  const query = readInboxQuery(new URLSearchParams(location.search));
  const [loaded] = useAdminAnswer('the inbox', location.search, (search) => api.inbox.list(readInboxQuery(new URLSearchParams(search))));
  const applyFilters = useFilterSubmit('/admin/inbox');
  const answer = loaded.kind === 'ready' ? loaded.value : null;
  return (
    <>
      <h1 className="h3 mb-3">Inbox</h1>
      <form onSubmit={applyFilters} className="admin-filters" aria-label="Filter the inbox" key={location.search}>
        <label className="form-label mb-0">
          Search
          <input
            className="form-control"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Reference, name, e-mail, phone or text"
          />
        </label>
        <label className="form-label mb-0">
          Kind
          <select className="form-select" name="kind" defaultValue={query.kind ?? ''}>
            <option value="">All</option>
            {INBOX_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {INBOX_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Status
          <select className="form-select" name="status" defaultValue={query.status ?? ''}>
            <option value="">Any</option>
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INBOX_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Assigned to
          <select className="form-select" name="assignee" defaultValue={query.assignee ?? ''}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            {answer?.assignees.map((staff) => (
              <option key={staff.id} value={String(staff.id)}>
                {staff.name}
              </option>
            ))}
          </select>
        </label>
        <FilterDayField name="from" label="From" defaultValue={query.from} />
        <FilterDayField name="to" label="To" defaultValue={query.to} />
        <label className="form-check mb-0 align-self-end">
          <input className="form-check-input" type="checkbox" name="unread" value="yes" defaultChecked={query.unread === 'yes'} /> Unread
          only
        </label>
        <label className="form-check mb-0 align-self-end">
          <input className="form-check-input" type="checkbox" name="overdue" value="yes" defaultChecked={query.overdue === 'yes'} /> Overdue
          grievances only
        </label>
        <label className="form-label mb-0">
          Order
          <select className="form-select" name="sort" defaultValue={query.sort ?? ''}>
            <option value="">Newest first</option>
            <option value="due">Answer due soonest</option>
          </select>
        </label>
        <FilterActions clearTo="/admin/inbox" />
      </form>

      <AnswerPending answer={loaded} loading="Loading the inbox…" />
      {answer && (
        <>
          <ResultCount total={answer.pagination.total} one="item" many="items" />
          {answer.items.length > 0 ? <InboxTable items={answer.items} /> : <p>Nothing in the inbox matches these filters.</p>}
          <PageLinks className="mt-3" pagination={answer.pagination} hrefOf={(page) => inboxHref(query, { page: String(page) })} />
        </>
      )}
    </>
  );
}
