import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { STAFF_ROLE_LABELS, type StaffChangeResponse, type StaffListEntry } from '@suraksha/contracts/admin/staff';
import { STAFF_ROLES, type StaffRole } from '@suraksha/domain/permissions';
import { type FormEvent, useRef, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { textValuesOf } from '../lib/submit-form.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { useStaffSession } from './staff-session.tsx';
import { StaffTable } from './staff-table.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Staff — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const INVITE_FIELDS = ['email', 'name', 'role'] as const;

/** A change waiting for the owner's yes: disabling or enabling someone. */
type Confirming = { kind: 'disable' | 'enable'; member: StaffListEntry } | null;

/**
 * /admin/staff (the owner: staff.manage): who works in the back office, an invitation by e-mail,
 * a role per person, and disable / enable with a confirmation. Every sentence shown after a
 * change is the server's.
 */
export default function AdminStaff() {
  const { api, staff: me } = useStaffSession();
  const [reloads, setReloads] = useState(0);
  const [loaded, replace] = useAdminAnswer('the staff', String(reloads), () => api.staff.list());
  const [busyId, setBusyId] = useState<number | null>(null);
  const [revision, setRevision] = useState(0);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [inviting, setInviting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const list = loaded.kind === 'ready' ? loaded.value : null;

  /** Sends one change; the server's sentence as a toast and its answer in the row (or a fresh list). */
  async function change(id: number | null, send: () => Promise<StaffChangeResponse>, fields: readonly string[] = []): Promise<boolean> {
    setBusyId(id);
    const sent = await sendWithToasts('staff change', send, fields, setErrors);
    setBusyId(null);
    if (!sent) {
      setRevision((n) => n + 1);
      return false;
    }
    const changed = sent.staff;
    if (list && list.staff.some((s) => s.id === changed.id)) {
      replace({ ...list, staff: list.staff.map((s) => (s.id === changed.id ? changed : s)) });
    } else setReloads((n) => n + 1);
    return true;
  }

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = textValuesOf(new FormData(form), INVITE_FIELDS);
    setInviting(true);
    const sent = await change(null, () => api.staff.invite({ ...body, role: body.role as StaffRole }), INVITE_FIELDS);
    setInviting(false);
    if (sent) {
      setErrors({});
      form.reset();
    }
  }

  async function confirm() {
    if (!confirming) return;
    const { kind, member } = confirming;
    setConfirming(null);
    await change(member.id, () => (kind === 'disable' ? api.staff.disable(member.id) : api.staff.enable(member.id)));
  }

  return (
    <>
      <h1 className="h3 mb-3">Staff</h1>
      <section className="card mb-4" aria-labelledby="invite-title">
        <div className="card-body">
          <h2 id="invite-title" className="h5">
            Invite a staff member
          </h2>
          <p className="small text-body-secondary">
            They get an e-mail with a link that works once, for 72 hours, to set their password. At their first sign-in they set up an
            authenticator app.
          </p>
          <form ref={formRef} onSubmit={invite} noValidate aria-label="Invite a staff member" className="admin-filters">
            <FormField name="email" label="E-mail" type="email" autoComplete="off" error={errors.email} idPrefix="invite" />
            <FormField name="name" label="Name" autoComplete="off" error={errors.name} idPrefix="invite" />
            <div className="form-field">
              <label htmlFor="invite-role" className="form-label">
                Role
              </label>
              <select
                id="invite-role"
                name="role"
                className={`form-select${errors.role ? ' is-invalid' : ''}`}
                defaultValue="sales"
                aria-invalid={errors.role ? true : undefined}
                aria-describedby={errors.role ? 'invite-role-error' : undefined}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {STAFF_ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              {errors.role && (
                <div id="invite-role-error" className="invalid-feedback d-block">
                  {errors.role}
                </div>
              )}
            </div>
            <SubmitButton busy={inviting} label="Send the invitation" />
          </form>
        </div>
      </section>

      <AnswerPending answer={loaded} loading="Loading the staff…" />
      {list && (
        <StaffTable
          staff={list.staff}
          actions={{
            selfId: me.id,
            busyId,
            revision,
            onRole: (member, role) => void change(member.id, () => api.staff.setRole(member.id, { role })),
            onDisable: (member) => setConfirming({ kind: 'disable', member }),
            onEnable: (member) => setConfirming({ kind: 'enable', member }),
            onInviteAgain: (member) =>
              void change(member.id, () => api.staff.invite({ email: member.email, name: member.name, role: member.role })),
          }}
        />
      )}

      <Modal show={confirming !== null} onHide={() => setConfirming(null)} aria-labelledby="staff-confirm-title" centered>
        <Modal.Header closeButton>
          <Modal.Title id="staff-confirm-title">
            {confirming?.kind === 'disable' ? `Disable ${confirming.member.name}?` : `Enable ${confirming?.member.name ?? ''}?`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirming?.kind === 'disable'
            ? 'They are signed out on every device at once and cannot sign in until you enable them again.'
            : 'They can sign in again with their password and authenticator.'}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(null)}>
            Keep as it is
          </button>
          <button type="button" className={`btn ${confirming?.kind === 'disable' ? 'btn-danger' : 'btn-success'}`} onClick={confirm}>
            {confirming?.kind === 'disable' ? 'Disable' : 'Enable'}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
