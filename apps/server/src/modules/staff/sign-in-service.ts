import { createHash, randomBytes } from 'node:crypto';
import { type StaffRole, isStaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { type AuditContext, audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { newStaffSessionValue } from '../../platform/staff-auth.ts';
import { passwordMatches } from '../accounts/passwords.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import {
  type StaffSignInRow,
  claimTotpStep,
  completeEnrolment,
  deleteStaffSession,
  endStaffSessions,
  findLiveEnrolment,
  findStaffSignIn,
  findStaffSignInById,
  insertStaffSession,
  replaceEnrolment,
  useRecoveryCode,
} from './repo.ts';
import { acceptedStep, newTotpSecret, totpUri } from './totp.ts';
import { openTotpSecretOrNull, sealTotpSecret } from './totp-secret-box.ts';

/**
 * Staff sign-in (decision 0090): e-mail and password, then a TOTP code or a recovery code. A
 * staff member without TOTP is enrolled first: the password opens an enrolment (a secret and a
 * ticket for the browser), and a code from the new authenticator confirms it and signs in.
 * Every sign-in makes a brand-new session id; the one the browser came with (if any) ends.
 */

/** One answer for every refusal: nobody learns whether the e-mail, the password or the code was wrong. */
export const BAD_STAFF_CREDENTIALS = 'The e-mail address, password or code is incorrect.';
export const ENROLMENT_ENDED = 'This enrolment has ended or the code is incorrect. Please sign in again.';

/** How long the enrolment screen may wait for the first code. */
export const ENROLMENT_TTL_MS = 10 * 60 * 1000;

/** Who signs in, as the calls describe a staff member. */
export interface StaffProfile {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  permissions: string[];
}

/** Where a sign-in comes from: the session it replaces and what the session and the audit log record. */
export interface SignInSource {
  db: Database;
  ip: string;
  userAgent: string | null;
  requestId: string;
  /** The id (hash) of the session cookie the browser presented, if any: it ends at sign-in. */
  presentedSessionId: string | null;
  /** The key that seals TOTP secrets at rest (totp-secret-box.ts). */
  secretKey: Buffer;
}

export type RefusalReason =
  | 'unknown-account'
  | 'wrong-password'
  | 'not-staff'
  | 'disabled'
  | 'code-missing'
  | 'code-wrong'
  | 'recovery-code-wrong'
  | 'enrolment-ended';

export interface Refused {
  kind: 'refused';
  reason: RefusalReason;
  /** The account the attempt named, when there is one (for the audit log and the per-account limit). */
  user: { id: number; role: string } | null;
}

export interface SignedIn {
  kind: 'signed-in';
  staff: StaffProfile;
  /** The new session's cookie value (only its hash is stored). */
  sessionValue: string;
}

export interface EnrolmentStarted {
  kind: 'enrol';
  user: { id: number; role: StaffRole };
  /** The browser's proof of this enrolment (kept in a cookie; only its hash is stored). */
  ticket: string;
  secret: string;
  otpauthUri: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const profileOf = (user: { id: number; name: string; email: string; role: StaffRole }): StaffProfile => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  permissions: permissionsOf(user.role),
});

const refused = (reason: RefusalReason, user: { id: number; role: string } | null | undefined): Refused => ({
  kind: 'refused',
  reason,
  user: user ? { id: user.id, role: user.role } : null,
});

type SignInInput = { email: string; password: string; code?: string | undefined; recovery_code?: string | undefined };

const auditContext = (source: SignInSource, actor: { id: number; role: string } | null): AuditContext => ({
  actor,
  ip: source.ip,
  userAgent: source.userAgent,
  requestId: source.requestId,
});

/** A refusal goes to the audit log on its own: there is no write to share a transaction with. */
async function recordRefusal(source: SignInSource, action: string, refusal: Refused, email: string | null) {
  await audit(source.db, auditContext(source, refusal.user), {
    action,
    entity: 'user',
    entityId: refusal.user?.id ?? null,
    after: { email, reason: refusal.reason },
  });
}

/** Signs a staff member in, starts their enrolment, or says why not; successes and refusals are audited. */
export async function signInStaff(
  source: SignInSource,
  input: SignInInput,
  now: Date = new Date(),
): Promise<SignedIn | EnrolmentStarted | Refused> {
  const outcome = await attemptSignIn(source, input, now);
  if (outcome.kind === 'refused') await recordRefusal(source, 'staff.sign_in_refused', outcome, input.email);
  return outcome;
}

async function attemptSignIn(source: SignInSource, input: SignInInput, now: Date): Promise<SignedIn | EnrolmentStarted | Refused> {
  const { db } = source;
  const user = await findStaffSignIn(db, input.email);
  // The password is checked (or time spent as if) before anything else is looked at.
  if (!(await passwordMatches(user?.passwordHash, input.password)) || !user)
    return refused(user ? 'wrong-password' : 'unknown-account', user);
  if (!isStaffRole(user.role)) return refused('not-staff', user);
  if (user.disabledAt) return refused('disabled', user);
  const role = user.role;
  if (!user.totpEnrolledAt || !user.totpSecret) return startEnrolment(source, { ...user, role }, now);
  // A secret that does not open (the key changed) matches no code: the owner can have them enrol again.
  const secret = openTotpSecretOrNull(user.totpSecret, source.secretKey);

  const { code, recovery_code: recoveryCode } = input;
  if (!code && !recoveryCode) return refused('code-missing', user);
  let step: number | null = null;
  if (code) {
    step = secret === null ? null : await acceptedStep(secret, code, user.totpLastStep, now);
    if (step === null) return refused('code-wrong', user);
  }
  return db.transaction(async (tx) => {
    if (step !== null) {
      if (!(await claimTotpStep(tx, user.id, step))) return refused('code-wrong', user);
    } else if (!(await useRecoveryCode(tx, user.id, hashRecoveryCode(recoveryCode ?? ''), now))) {
      return refused('recovery-code-wrong', user);
    }
    return openSession(tx, source, { ...user, role }, now, step !== null ? 'totp' : 'recovery_code');
  });
}

async function startEnrolment(source: SignInSource, user: StaffSignInRow & { role: StaffRole }, now: Date): Promise<EnrolmentStarted> {
  const secret = newTotpSecret();
  const ticket = randomBytes(32).toString('base64url');
  await replaceEnrolment(source.db, {
    ticketHash: sha256(ticket),
    userId: user.id,
    secret: sealTotpSecret(secret, source.secretKey),
    expiresAt: new Date(now.getTime() + ENROLMENT_TTL_MS),
  });
  return { kind: 'enrol', user: { id: user.id, role: user.role }, ticket, secret, otpauthUri: totpUri(secret, user.email) };
}

/**
 * Confirms an enrolment with the first code of the new authenticator: the secret becomes the
 * account's, ten recovery codes are made (returned this once), and the staff member is signed in.
 */
export async function confirmEnrolment(
  source: SignInSource,
  ticket: string | null,
  code: string,
  now: Date = new Date(),
): Promise<(SignedIn & { recoveryCodes: string[] }) | Refused> {
  const outcome = await attemptEnrolment(source, ticket, code, now);
  if (outcome.kind === 'refused') await recordRefusal(source, 'staff.enrol_refused', outcome, null);
  return outcome;
}

async function attemptEnrolment(
  source: SignInSource,
  ticket: string | null,
  code: string,
  now: Date,
): Promise<(SignedIn & { recoveryCodes: string[] }) | Refused> {
  const { db } = source;
  const enrolment = ticket ? await findLiveEnrolment(db, sha256(ticket), now) : undefined;
  if (!enrolment) return refused('enrolment-ended', null);
  const user = await findStaffSignInById(db, enrolment.userId);
  if (!user || !isStaffRole(user.role)) return refused('not-staff', user);
  if (user.disabledAt) return refused('disabled', user);
  const role = user.role;
  const secret = openTotpSecretOrNull(enrolment.secret, source.secretKey);
  const step = secret === null ? null : await acceptedStep(secret, code, null, now);
  if (secret === null || step === null) return refused('code-wrong', user);
  const recoveryCodes = newRecoveryCodes();
  return db.transaction(async (tx) => {
    await completeEnrolment(tx, user.id, sealTotpSecret(secret, source.secretKey), step, recoveryCodes.map(hashRecoveryCode), now);
    await audit(tx, auditContext(source, { id: user.id, role }), {
      action: 'staff.totp_enrol',
      entity: 'user',
      entityId: user.id,
      before: { totp_enrolled_at: user.totpEnrolledAt },
      after: { totp_enrolled_at: now, totp_secret: secret, recovery_codes: recoveryCodes },
    });
    return { ...(await openSession(tx, source, { ...user, role }, now, 'enrolment')), recoveryCodes };
  });
}

/** A fresh session for the staff member; the one the browser presented (if any) ends: no fixation. */
async function openSession(
  tx: Database,
  source: SignInSource,
  user: StaffSignInRow & { role: StaffRole },
  now: Date,
  factor: 'totp' | 'recovery_code' | 'enrolment',
): Promise<SignedIn> {
  if (source.presentedSessionId) await deleteStaffSession(tx, source.presentedSessionId);
  const { value, id } = newStaffSessionValue();
  await insertStaffSession(tx, { id, userId: user.id, createdAt: now, lastSeenAt: now, ip: source.ip, userAgent: source.userAgent });
  await audit(tx, auditContext(source, { id: user.id, role: user.role }), {
    action: 'staff.sign_in',
    entity: 'user',
    entityId: user.id,
    after: { factor },
  });
  return { kind: 'signed-in', staff: profileOf(user), sessionValue: value };
}

/** Signs a staff member out everywhere: every session of theirs ends, on every device. */
export async function signOutStaff(ctx: RequestContext<StaffActor>) {
  const { staff } = ctx.actor;
  await ctx.db.transaction(async (tx) => {
    await endStaffSessions(tx, staff.id);
    await audit(tx, auditContextOf(ctx), { action: 'staff.sign_out', entity: 'user', entityId: staff.id });
  });
}
