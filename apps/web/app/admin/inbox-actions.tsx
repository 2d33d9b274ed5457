import {
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxChangeResponse,
  type InboxDetail,
  type InboxDetailResponse,
  type InboxStatus,
} from '@suraksha/contracts/admin/inbox';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, sendWithToasts } from '../lib/send-with-toasts.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useStaffSession } from './staff-session.tsx';

/** What staff who answer the inbox do with an item: assign it, move its status, reply by e-mail, leave an internal note. */
export function InboxActions({
  item,
  assignees,
  onChanged,
}: {
  item: InboxDetail;
  assignees: InboxDetailResponse['assignees'];
  onChanged: (changed: InboxChangeResponse) => void;
}) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function send(what: string, fields: readonly string[], call: () => Promise<InboxChangeResponse>, form?: HTMLFormElement) {
    setBusy(what);
    const changed = await sendWithToasts(what, call, fields, setErrors);
    setBusy(null);
    if (changed) {
      onChanged(changed);
      form?.reset();
    }
  }
  const valueOf = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '');

  return (
    <>
      <form
        className="card card-body mb-3"
        aria-label="Assign"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = valueOf(event, 'assignee_id');
          void send('assign the item', ['assignee_id'], () =>
            api.inbox.assign(item.kind, item.reference, chosen === '' ? null : Number(chosen)),
          );
        }}
      >
        <label className="form-label" htmlFor="inbox-assignee">
          Assigned to
        </label>
        <div className="d-flex gap-2">
          <select
            id="inbox-assignee"
            className="form-select"
            name="assignee_id"
            defaultValue={item.assignee ? String(item.assignee.id) : ''}
          >
            <option value="">Nobody</option>
            {assignees.map((staff) => (
              <option key={staff.id} value={String(staff.id)}>
                {staff.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-outline-primary" disabled={busy !== null}>
            {busy === 'assign the item' && <SmallSpinner />} Assign
          </button>
        </div>
        {errors.assignee_id && <p className="text-danger small mb-0 mt-1">{errors.assignee_id}</p>}
      </form>

      <div className="card card-body mb-3" role="group" aria-label="Status">
        <p className="form-label">Status</p>
        <div className="btn-group" role="group">
          {INBOX_STATUSES.map((status: InboxStatus) => (
            <button
              key={status}
              type="button"
              className={`btn ${item.status === status ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-pressed={item.status === status}
              disabled={busy !== null || item.status === status}
              onClick={() => void send('change the status', ['status'], () => api.inbox.setStatus(item.kind, item.reference, status))}
            >
              {INBOX_STATUS_LABELS[status]}
            </button>
          ))}
        </div>
      </div>

      <form
        className="card card-body mb-3"
        aria-label="Reply by e-mail"
        onSubmit={(event) => {
          event.preventDefault();
          const body = valueOf(event, 'reply');
          const form = event.currentTarget;
          void send('send the reply', ['body'], () => api.inbox.reply(item.kind, item.reference, body), form);
        }}
      >
        <label className="form-label" htmlFor="inbox-reply">
          Reply by e-mail to {item.email}
        </label>
        <textarea id="inbox-reply" className="form-control" name="reply" rows={6} required />
        {errors.body && busy === null && <p className="text-danger small mb-0 mt-1">{errors.body}</p>}
        <button type="submit" className="btn btn-primary mt-2 align-self-start" disabled={busy !== null}>
          {busy === 'send the reply' && <SmallSpinner />} Send reply
        </button>
      </form>

      <form
        className="card card-body mb-3"
        aria-label="Internal note"
        onSubmit={(event) => {
          event.preventDefault();
          const body = valueOf(event, 'note');
          const form = event.currentTarget;
          void send('add the note', ['body'], () => api.inbox.note(item.kind, item.reference, body), form);
        }}
      >
        <label className="form-label" htmlFor="inbox-note">
          Internal note (staff only)
        </label>
        <textarea id="inbox-note" className="form-control" name="note" rows={3} required />
        <button type="submit" className="btn btn-outline-secondary mt-2 align-self-start" disabled={busy !== null}>
          {busy === 'add the note' && <SmallSpinner />} Add note
        </button>
      </form>
    </>
  );
}
