import type { StaffEnrolResponse, StaffLoginResponse } from '@suraksha/contracts/admin/staff-auth';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { submitForm, textValuesOf } from '../lib/submit-form.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { QrCode } from './qr-code.tsx';
import { useAdminApi } from './staff-session.tsx';
import './admin.css';
import { addEnglish } from '../i18n/english.ts';

// The back office speaks English: its shared form parts read the English messages (decision 0133).
addEnglish();

export const meta = () => [{ title: 'Staff sign-in — Suraksha' }, { name: 'robots', content: 'noindex' }];

const LOGIN_FIELDS = ['email', 'password', 'code', 'recovery_code'] as const;

type Step =
  | { kind: 'sign-in' }
  | { kind: 'enrol'; enrolment: Extract<StaffLoginResponse, { status: 'enrol' }> }
  | { kind: 'recovery-codes'; codes: StaffEnrolResponse['recovery_codes'] };

/** Only a back-office path is a way back: never another site, never the storefront's login loop. */
function safeBack(redirectTo: string | null): string {
  return redirectTo?.startsWith('/admin') && !redirectTo.startsWith('/admin/login') && !redirectTo.startsWith('//') ? redirectTo : '/admin';
}

/**
 * /admin/login: e-mail, password and the authenticator's code (or a recovery code). A first sign-in
 * enrols the authenticator: scan the QR code (or type the secret), confirm with its first code, and
 * keep the ten recovery codes shown once.
 */
export default function AdminLogin() {
  const api = useAdminApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBack(params.get('redirectTo'));
  const [step, setStep] = useState<Step>({ kind: 'sign-in' });
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useFocusFirstInvalid(formRef, errors);

  async function send<T>(call: () => Promise<T>, fields: readonly string[]): Promise<T | null> {
    setBusy(true);
    const outcome = await submitForm(call, { what: 'staff sign-in', fields });
    setBusy(false);
    if (outcome.kind === 'sent') {
      setErrors({});
      return outcome.sent;
    }
    if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      for (const message of outcome.messages) toast.error(message, { id: message });
    } else toast.error(outcome.message);
    return null;
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = textValuesOf(new FormData(event.currentTarget), LOGIN_FIELDS);
    const answer = await send(() => api.auth.login(body), LOGIN_FIELDS);
    if (!answer) return;
    if (answer.status === 'enrol') setStep({ kind: 'enrol', enrolment: answer });
    else navigate(back, { replace: true });
  }

  async function enrol(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { code } = textValuesOf(new FormData(event.currentTarget), ['code']);
    const answer = await send(() => api.auth.enrol({ code }), ['code']);
    if (answer) setStep({ kind: 'recovery-codes', codes: answer.recovery_codes });
  }

  if (step.kind === 'recovery-codes') {
    return (
      <main id="main" className="admin-login">
        <h1 className="h4">Keep your recovery codes</h1>
        <p>Each code signs you in once if you lose your phone. Write them down or print them now: they are not shown again.</p>
        <ol className="admin-codes" aria-label="Recovery codes">
          {step.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <button type="button" className="btn btn-primary w-100" onClick={() => navigate(back, { replace: true })}>
          I have kept them — continue
        </button>
      </main>
    );
  }

  if (step.kind === 'enrol') {
    const { otpauth_uri, secret } = step.enrolment;
    return (
      <main id="main" className="admin-login">
        <h1 className="h4">Set up your authenticator</h1>
        <p>
          Staff accounts sign in with a second factor. Scan this code with an authenticator app (Google Authenticator, Aegis, 1Password…).
        </p>
        <div className="admin-login__qr">
          <QrCode text={otpauth_uri} label="QR code for your authenticator app" />
          <p className="small mb-0">
            Or type this key:
            <br />
            <span className="admin-login__secret" data-testid="totp-secret">
              {secret}
            </span>
          </p>
        </div>
        <form ref={formRef} onSubmit={enrol} noValidate aria-label="Confirm your authenticator" data-hydrated={hydrated}>
          <FormField name="code" label="The 6-digit code it shows" inputMode="numeric" autoComplete="one-time-code" error={errors.code} />
          <SubmitButton busy={busy} label="Confirm and sign in" className="w-100" />
        </form>
      </main>
    );
  }

  return (
    <main id="main" className="admin-login">
      <h1 className="h4">Staff sign-in</h1>
      <form ref={formRef} onSubmit={signIn} noValidate aria-label="Staff sign-in" data-hydrated={hydrated}>
        <FormField name="email" label="E-mail" type="email" autoComplete="username" error={errors.email} />
        <FormField name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
        {useRecovery ? (
          <FormField name="recovery_code" label="Recovery code" autoComplete="off" error={errors.recovery_code} />
        ) : (
          <FormField
            name="code"
            label="Authenticator code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint="Leave it empty the first time: you will set up the authenticator next."
            error={errors.code}
          />
        )}
        <SubmitButton busy={busy} label="Sign in" className="w-100" />
      </form>
      <p className="small mt-3 mb-0">
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? 'Use the authenticator code' : 'Lost your phone? Use a recovery code'}
        </button>
      </p>
      <p className="small mt-2 mb-0">
        <Link to="/">Back to the shop</Link>
      </p>
    </main>
  );
}
