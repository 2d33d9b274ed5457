import { STAFF_ROLE_LABELS } from '@suraksha/contracts/admin/staff';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { submitForm } from '../lib/submit-form.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { useAdminApi } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import './admin.css';
import { addEnglish } from '../i18n/english.ts';

// The back office speaks English: its shared form parts read the English messages (decision 0133).
addEnglish();

export const meta = () => [{ title: 'Your invitation — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/**
 * /admin/invite/{token}: the page an invited staff member's e-mail links to. No session yet (it is
 * outside the back office's guard): the link's token shows who is invited and sets their password
 * once; then they sign in at /admin/login, where their authenticator is set up.
 */
export default function AdminInvite() {
  const api = useAdminApi();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [loaded] = useAdminAnswer('the invitation', token, (key) => api.invitations.get(key));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useFocusFirstInvalid(formRef, errors);

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    setBusy(true);
    const outcome = await submitForm(() => api.invitations.accept(token, { password: typeof password === 'string' ? password : '' }), {
      what: 'invitation',
      fields: ['password'],
    });
    setBusy(false);
    if (outcome.kind === 'sent') {
      toast.success(outcome.sent.message, { duration: 8000 });
      navigate('/admin/login', { replace: true });
      return;
    }
    if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      for (const message of outcome.messages) toast.error(message, { id: message });
    } else toast.error(outcome.message);
  }

  const invitation = loaded.kind === 'ready' ? loaded.value.invitation : null;
  return (
    <main id="main" className="admin-login">
      <h1 className="h4">Join Suraksha's back office</h1>
      <AnswerPending answer={loaded} loading="Opening your invitation…" />
      {invitation && (
        <>
          <p>
            Namaste {invitation.name}. You are invited as <strong>{STAFF_ROLE_LABELS[invitation.role]}</strong> with the e-mail address{' '}
            <strong>{invitation.email}</strong>. Choose your password: at least 8 characters, not a common one.
          </p>
          <form ref={formRef} onSubmit={accept} noValidate aria-label="Set your password" data-hydrated={hydrated}>
            <input type="hidden" name="username" autoComplete="username" value={invitation.email} />
            <FormField name="password" label="Password" type="password" autoComplete="new-password" error={errors.password} />
            <SubmitButton busy={busy} label="Set my password" className="w-100" />
          </form>
        </>
      )}
      <p className="small mt-3 mb-0">
        <Link to="/admin/login">Staff sign-in</Link>
      </p>
    </main>
  );
}
