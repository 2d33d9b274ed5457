import { INBOX_STATUS_LABELS, type InboxRow } from '@suraksha/contracts/admin/inbox';
import { INBOX_KIND_LABELS } from '@suraksha/contracts/admin/inbox-kinds';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminTableBody, AdminTableHead } from './admin-table-rows.tsx';
import { inboxItemHref } from './inbox-url.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { GrievanceDeadline } from './grievance-deadline.tsx';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, InboxRow>();

const STATUS_BADGE = { new: 'text-bg-primary', in_progress: 'text-bg-warning', closed: 'text-bg-secondary' } as const;

const columns = column.columns([
  column.accessor('reference', {
    header: 'Item',
    cell: (info) => {
      const item = info.row.original;
      return (
        <>
          <Link to={inboxItemHref(item)} className={item.read ? undefined : 'fw-bold'}>
            {info.getValue()}
          </Link>
          {!item.read && <span className="badge text-bg-info ms-2">Unread</span>}
          <span className="d-block small text-body-secondary">{INBOX_KIND_LABELS[item.kind]}</span>
        </>
      );
    },
  }),
  column.accessor('name', {
    header: 'From',
    cell: (info) => (
      <>
        {info.getValue()}
        <span className="d-block small text-body-secondary">
          {info.row.original.email}
          {info.row.original.phone && ` · ${formatPhone(info.row.original.phone)}`}
        </span>
      </>
    ),
  }),
  column.accessor('summary', { header: 'About', cell: (info) => <span className="inbox-summary">{info.getValue() ?? '—'}</span> }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <span className={`badge ${STATUS_BADGE[info.getValue()]}`}>{INBOX_STATUS_LABELS[info.getValue()]}</span>,
  }),
  column.accessor('assignee', { header: 'Assigned to', cell: (info) => info.getValue()?.name ?? '—' }),
  column.accessor('created_at', {
    header: 'Received',
    cell: (info) => {
      const deadline = info.row.original.deadline;
      return (
        <>
          {readableTimeInNepal(info.getValue())}
          {deadline && <GrievanceDeadline deadline={deadline} />}
        </>
      );
    },
  }),
]);

/** One page of the inbox: TanStack Table for the columns, Bootstrap's table for the look; the order (newest first) is the server's. */
export function InboxTable({ items }: { items: readonly InboxRow[] }) {
  const table = useTable({ features, columns, data: items as InboxRow[] }, () => ({}));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle admin-table" aria-label="Inbox">
        <AdminTableHead groups={table.getHeaderGroups()} />
        <AdminTableBody rows={table.getRowModel().rows} />
      </table>
    </div>
  );
}
