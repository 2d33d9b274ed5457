import { STAFF_ROLE_LABELS, type StaffListEntry } from '@suraksha/contracts/admin/staff';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { STAFF_ROLES, type StaffRole } from '@suraksha/domain/permissions';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { AdminTableBody, AdminTableHead } from './admin-table-rows.tsx';

/** What a row of the staff table can ask for; the page sends it to the server. */
export interface StaffRowActions {
  /** The signed-in owner: their own row offers no change (the server refuses it anyway). */
  selfId: number;
  /** The id of the row whose change is on its way, if any. */
  busyId: number | null;
  /** Moves on after a refused change, so each select shows the role the server kept again. */
  revision: number;
  onRole: (member: StaffListEntry, role: StaffRole) => void;
  onDisable: (member: StaffListEntry) => void;
  onEnable: (member: StaffListEntry) => void;
  onInviteAgain: (member: StaffListEntry) => void;
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffListEntry>();

function statusOf(member: StaffListEntry) {
  if (member.disabled) return <span className="badge text-bg-secondary">Disabled</span>;
  if (member.invitation_pending) {
    return (
      <>
        <span className="badge text-bg-warning">Invited</span>
        <span className="d-block small text-body-secondary">
          {member.invitation_expires_at ? `link works until ${readableTimeInNepal(member.invitation_expires_at)}` : 'link expired'}
        </span>
      </>
    );
  }
  return <span className="badge text-bg-success">Active</span>;
}

function columnsFor(actions: StaffRowActions) {
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <>
          {info.getValue()}
          {info.row.original.id === actions.selfId && <span className="text-body-secondary"> (you)</span>}
          <span className="d-block small text-body-secondary">{info.row.original.email}</span>
        </>
      ),
    }),
    column.accessor('role', {
      header: 'Role',
      cell: (info) => {
        const member = info.row.original;
        if (member.id === actions.selfId) return STAFF_ROLE_LABELS[member.role];
        return (
          <select
            key={`${member.role}-${actions.revision}`}
            className="form-select form-select-sm"
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={actions.busyId === member.id}
            onChange={(event) => actions.onRole(member, event.currentTarget.value as StaffRole)}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        );
      },
    }),
    column.display({ id: 'status', header: 'Status', cell: (info) => statusOf(info.row.original) }),
    column.accessor('totp_enrolled', { header: 'Authenticator', cell: (info) => (info.getValue() ? 'Set up' : 'Not yet') }),
    column.accessor('last_sign_in_at', {
      header: 'Last sign-in',
      cell: (info) => {
        const at = info.getValue();
        return at ? readableTimeInNepal(at) : 'Never';
      },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: (info) => {
        const member = info.row.original;
        if (member.id === actions.selfId) return null;
        const busy = actions.busyId === member.id;
        return (
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            {member.invitation_pending && !member.disabled && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={busy}
                onClick={() => actions.onInviteAgain(member)}
              >
                Send the invitation again
              </button>
            )}
            {member.disabled ? (
              <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={() => actions.onEnable(member)}>
                Enable {member.name}
              </button>
            ) : (
              <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={() => actions.onDisable(member)}>
                Disable {member.name}
              </button>
            )}
          </div>
        );
      },
    }),
  ]);
}

/** The staff of the shop: TanStack Table for the columns, Bootstrap's table for the look. */
export function StaffTable({ staff, actions }: { staff: readonly StaffListEntry[]; actions: StaffRowActions }) {
  const table = useTable({ features, columns: columnsFor(actions), data: staff as StaffListEntry[] }, () => ({}));
  return (
    <div className="table-responsive">
      <table className="table align-middle admin-table" aria-label="Staff">
        <AdminTableHead groups={table.getHeaderGroups()} />
        <AdminTableBody rows={table.getRowModel().rows} />
      </table>
    </div>
  );
}
