import { createHash, randomBytes } from 'node:crypto';
import {
  STAFF_ADMIN_MESSAGES as M,
  STAFF_INVITATION_TTL_HOURS,
  type StaffChangeResponse,
  type StaffInviteBody,
  type StaffListEntry,
  type StaffListResponse,
} from '@suraksha/contracts/admin/staff';
import { type StaffRole, isStaffRole } from '@suraksha/domain/permissions';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { newReferralCode } from '../accounts/users-repo.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { endStaffSessions } from './repo.ts';
import {
  type StaffRow,
  findAccountByEmail,
  findStaffRow,
  listStaffRows,
  lockActiveOwners,
  putInvitation,
  setDisabledAt,
  setRole,
} from './staff-admin-repo.ts';
import { invitationLink, staffInvitationMail } from './staff-mails.ts';

/**
 * The owner's staff accounts (issue #15): invite by e-mail with a one-time link, change a role,
 * disable and enable. Each change is audited in its own transaction. Two rules hold whatever the
 * order of requests: an owner never changes their own role or access (another owner does), and
 * the shop always keeps an active owner (the owners' rows are locked while it is checked).
 */

export const INVITATION_TTL_MS = STAFF_INVITATION_TTL_HOURS * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the list and every change answer with: the member as the owner sees them. */
export function staffEntryOf(row: StaffRow, now: Date = new Date()): StaffListEntry {
  const pending = !row.hasPassword && row.invitationExpiresAt !== null && row.invitationAcceptedAt === null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    totp_enrolled: row.totpEnrolled,
    disabled: row.disabledAt !== null,
    invitation_pending: pending,
    invitation_expires_at:
      pending && row.invitationExpiresAt && row.invitationExpiresAt > now ? row.invitationExpiresAt.toISOString() : null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** Every staff member, owners first. */
export async function listStaff(ctx: RequestContext<StaffActor>): Promise<StaffListResponse> {
  const rows = await listStaffRows(ctx.db);
  const now = new Date();
  return { result: 'success', staff: rows.map((row) => staffEntryOf(row, now)) };
}

async function answer(db: Database, id: number, message: string): Promise<StaffChangeResponse> {
  const row = await findStaffRow(db, id);
  if (!row) throw new NotFoundError(M.notStaff);
  return { result: 'success', message, staff: staffEntryOf(row) };
}

/**
 * Invites a person: a staff account without a password (it cannot sign in) and a mail with a
 * one-time link. An address of a customer or of a staff member who has accepted is a 409; a
 * pending invitation is sent again with a new token (the old link stops working), name and role
 * as given now.
 */
export async function inviteStaff(ctx: RequestContext<StaffActor>, body: StaffInviteBody): Promise<StaffChangeResponse> {
  const { staff } = ctx.actor;
  const email = body.email;
  const role = body.role as StaffRole;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  let again = false;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const existing = await findAccountByEmail(tx, email);
      let userId: number;
      let before: { name: string; role: string } | null = null;
      if (existing) {
        if (!isStaffRole(existing.role)) throw new ConflictError(M.emailOfCustomer, { email: M.emailOfCustomer });
        const pending = !existing.hasPassword && existing.invited && existing.invitationAcceptedAt === null;
        if (!pending) throw new ConflictError(M.emailOfStaff, { email: M.emailOfStaff });
        const current = await findStaffRow(tx, existing.id);
        before = current ? { name: current.name, role: current.role } : null;
        await tx.update(users).set({ name: body.name, role, updatedAt: now }).where(eq(users.id, existing.id));
        userId = existing.id;
        again = true;
      } else {
        const [row] = await tx
          .insert(users)
          .values({ name: body.name, email, role, passwordHash: null, referralCode: newReferralCode() })
          .returning({ id: users.id });
        if (!row) throw new Error('staff account not inserted');
        userId = row.id;
      }
      await putInvitation(tx, { userId, tokenHash: hashInvitationToken(token), invitedById: staff.id, expiresAt });
      await enqueueMail(
        tx,
        staffInvitationMail({ name: body.name, email }, { role, inviterName: staff.name, link: invitationLink(ctx.shop.publicUrl, token) }),
      );
      await audit(tx, auditContextOf(ctx), {
        action: again ? 'staff.reinvite' : 'staff.invite',
        entity: 'user',
        entityId: userId,
        before,
        after: { email, name: body.name, role, invitation_expires_at: expiresAt, invitation_token: token },
      });
      return userId;
    });
    return answer(ctx.db, id, again ? M.reinvited(email) : M.invited(email));
  } catch (err) {
    // Two invitations of one new address at once: the second meets the first one's row.
    if (uniqueViolation(err) === 'users_email_unique') throw new ConflictError(M.emailOfStaff, { email: M.emailOfStaff });
    throw err;
  }
}

/**
 * The member another owner may change: not the actor themselves (409), a staff member (else 404).
 * Runs inside the change's transaction after the owners' lock.
 */
async function changeable(tx: Database, ctx: RequestContext<StaffActor>, staffId: number): Promise<StaffRow> {
  const member = await findStaffRow(tx, staffId);
  if (!member) throw new NotFoundError(M.notStaff);
  if (member.id === ctx.actor.staff.id) throw new ConflictError(M.notYourself);
  return member;
}

/** Whether taking `member` out of the active owners would leave the shop with none. */
const lastActiveOwner = (member: StaffRow, activeOwners: number[]) => activeOwners.includes(member.id) && activeOwners.length <= 1;

/** Gives a staff member another role; their live sessions act with it from their next request. */
export async function changeStaffRole(ctx: RequestContext<StaffActor>, staffId: number, role: StaffRole): Promise<StaffChangeResponse> {
  const message = await ctx.db.transaction(async (tx) => {
    const activeOwners = await lockActiveOwners(tx);
    const member = await changeable(tx, ctx, staffId);
    if (member.role === role) return M.roleUnchanged(member.name, role);
    if (role !== 'owner' && lastActiveOwner(member, activeOwners)) throw new ConflictError(M.lastOwner);
    await setRole(tx, member.id, role);
    await audit(tx, auditContextOf(ctx), {
      action: 'staff.role_change',
      entity: 'user',
      entityId: member.id,
      before: { role: member.role },
      after: { role },
    });
    return M.roleChanged(member.name, role);
  });
  return answer(ctx.db, staffId, message);
}

/** Disables a staff member: every session of theirs ends now, and sign-in refuses them until enabled. */
export async function disableStaff(ctx: RequestContext<StaffActor>, staffId: number): Promise<StaffChangeResponse> {
  const message = await ctx.db.transaction(async (tx) => {
    const activeOwners = await lockActiveOwners(tx);
    const member = await changeable(tx, ctx, staffId);
    if (member.disabledAt) throw new ConflictError(M.alreadyDisabled(member.name));
    if (lastActiveOwner(member, activeOwners)) throw new ConflictError(M.lastOwner);
    const now = new Date();
    await setDisabledAt(tx, member.id, now);
    await endStaffSessions(tx, member.id);
    await audit(tx, auditContextOf(ctx), {
      action: 'staff.disable',
      entity: 'user',
      entityId: member.id,
      before: { disabled_at: null },
      after: { disabled_at: now, sessions_ended: true },
    });
    return M.disabled(member.name);
  });
  return answer(ctx.db, staffId, message);
}

/** Lets a disabled staff member sign in again (with their password and authenticator as before). */
export async function enableStaff(ctx: RequestContext<StaffActor>, staffId: number): Promise<StaffChangeResponse> {
  const message = await ctx.db.transaction(async (tx) => {
    await lockActiveOwners(tx);
    const member = await changeable(tx, ctx, staffId);
    if (!member.disabledAt) throw new ConflictError(M.alreadyEnabled(member.name));
    await setDisabledAt(tx, member.id, null);
    await audit(tx, auditContextOf(ctx), {
      action: 'staff.enable',
      entity: 'user',
      entityId: member.id,
      before: { disabled_at: member.disabledAt },
      after: { disabled_at: null },
    });
    return M.enabled(member.name);
  });
  return answer(ctx.db, staffId, message);
}
