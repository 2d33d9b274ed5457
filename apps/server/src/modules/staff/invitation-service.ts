import {
  STAFF_ADMIN_MESSAGES as M,
  type StaffInvitationAcceptResponse,
  type StaffInvitationResponse,
} from '@suraksha/contracts/admin/staff';
import { type StaffRole, isStaffRole } from '@suraksha/domain/permissions';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { type AuditContext, audit } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { hashPassword, passwordWeakness } from '../accounts/passwords.ts';
import { consumeInvitation, findInvitation } from './staff-admin-repo.ts';
import { hashInvitationToken } from './staff-admin-service.ts';

/**
 * The invited person's side (issue #15): the link shows who is invited, and sets the password
 * once. Nobody is signed in here: the token is the proof. After it the person signs in at
 * /admin/login, where the TOTP enrolment of a first sign-in takes over.
 */

/** 410: the link existed but works no more (used, expired, or the account was disabled). */
export class InvitationEndedError extends AppError {
  constructor() {
    super(410, M.invitationEnded);
  }
}

/** 32 random bytes as base64url: anything else names no invitation, without asking the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

function live(invitation: Invitation | undefined, now: Date): Invitation & { role: StaffRole } {
  if (!invitation) throw new NotFoundError(M.invitationUnknown);
  if (
    invitation.acceptedAt ||
    invitation.expiresAt <= now ||
    invitation.hasPassword ||
    invitation.disabledAt ||
    !isStaffRole(invitation.role)
  )
    throw new InvitationEndedError();
  return { ...invitation, role: invitation.role };
}

/** Who a live invitation is for; 404 for a token that names none, 410 for one used or expired. */
export async function invitationOf(db: Database, token: string, now: Date = new Date()): Promise<StaffInvitationResponse> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError(M.invitationUnknown);
  const invitation = live(await findInvitation(db, hashInvitationToken(token)), now);
  return {
    result: 'success',
    invitation: { name: invitation.name, email: invitation.email, role: invitation.role, expires_at: invitation.expiresAt.toISOString() },
  };
}

/**
 * Sets the invited person's password (the customers' password rules) and uses the invitation up,
 * in one transaction that holds the invitation's row: of two acceptances at once, one wins. The
 * address counts as verified: the link reached it.
 */
export async function acceptInvitation(
  db: Database,
  context: Omit<AuditContext, 'actor'>,
  token: string,
  password: string,
  now: Date = new Date(),
): Promise<StaffInvitationAcceptResponse> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError(M.invitationUnknown);
  const tokenHash = hashInvitationToken(token);
  const first = live(await findInvitation(db, tokenHash), now);
  const weakness = passwordWeakness(password, { email: first.email });
  if (weakness) throw new ValidationError({ password: weakness });
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const invitation = live(await findInvitation(tx, tokenHash, { lock: true }), now);
    if (!(await consumeInvitation(tx, invitation.userId, now))) throw new InvitationEndedError();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: invitation.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, invitation.userId));
    await audit(
      tx,
      { ...context, actor: { id: invitation.userId, role: invitation.role } },
      {
        action: 'staff.invitation_accept',
        entity: 'user',
        entityId: invitation.userId,
        before: { invitation_pending: true },
        after: { invitation_pending: false },
      },
    );
    return { result: 'success' as const, message: M.accepted, email: invitation.email };
  });
}
