import { STAFF_ROLES, type StaffRole } from '@suraksha/domain/permissions';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { staffInvitations } from '../../db/schema/staff.ts';
import type { Database } from '../../platform/database.ts';

/** Queries of the owner's staff accounts: the list, one member, the active owners, invitations. No rules here. */

export interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  hasPassword: boolean;
  totpEnrolled: boolean;
  disabledAt: Date | null;
  invitationExpiresAt: Date | null;
  invitationAcceptedAt: Date | null;
  lastSignInAt: Date | null;
}

/** The last successful sign-in, from the audit log (which keeps every one; its entity index finds them). */
const lastSignInAt = sql<string | Date | null>`(
  select max(${auditLog.at}) from ${auditLog}
  where ${auditLog.entity} = 'user' and ${auditLog.action} = 'staff.sign_in' and ${auditLog.entityId} = ${users.id}::text
)`;

function staffQuery(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      totpEnrolled: sql<boolean>`${users.totpEnrolledAt} is not null`,
      disabledAt: users.disabledAt,
      invitationExpiresAt: staffInvitations.expiresAt,
      invitationAcceptedAt: staffInvitations.acceptedAt,
      lastSignInAt: lastSignInAt,
    })
    .from(users)
    .leftJoin(staffInvitations, eq(staffInvitations.userId, users.id))
    .$dynamic();
}

const asStaffRow = (row: Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number]): StaffRow => ({
  ...row,
  role: row.role as StaffRole,
  lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
});

/** Every staff member, owners first, then by name. */
export async function listStaffRows(db: Database): Promise<StaffRow[]> {
  const rows = await staffQuery(db)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(
      sql`array_position(array[${sql.join(
        STAFF_ROLES.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[], ${users.role}::text)`,
      asc(users.name),
      asc(users.id),
    );
  return rows.map(asStaffRow);
}

/** One staff member (a customer's id finds nothing). */
export async function findStaffRow(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await staffQuery(db)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
    .limit(1);
  return row ? asStaffRow(row) : undefined;
}

/**
 * Locks the owners' rows and returns the ids of the active ones (a password set, not disabled).
 * Every change that could take the last owner away takes this lock first, so two owners demoting
 * each other at the same moment queue up and the second sees the first one's change.
 */
export async function lockActiveOwners(tx: Database): Promise<number[]> {
  const owners = await tx
    .select({ id: users.id, active: sql<boolean>`${users.passwordHash} is not null and ${users.disabledAt} is null` })
    .from(users)
    .where(eq(users.role, 'owner'))
    .orderBy(asc(users.id))
    .for('update');
  return owners.filter((o) => o.active).map((o) => o.id);
}

export async function setRole(tx: Database, id: number, role: StaffRole) {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function setDisabledAt(tx: Database, id: number, at: Date | null) {
  await tx.update(users).set({ disabledAt: at, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The account with this e-mail (any role), and whether it waits on an invitation. */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      invitationAcceptedAt: staffInvitations.acceptedAt,
      invited: isNotNull(staffInvitations.userId).mapWith(Boolean),
    })
    .from(users)
    .leftJoin(staffInvitations, eq(staffInvitations.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** An invitation's token for the person: a re-invitation replaces the earlier one. */
export async function putInvitation(tx: Database, invitation: typeof staffInvitations.$inferInsert) {
  await tx
    .insert(staffInvitations)
    .values(invitation)
    .onConflictDoUpdate({
      target: staffInvitations.userId,
      set: {
        tokenHash: invitation.tokenHash,
        expiresAt: invitation.expiresAt,
        invitedById: invitation.invitedById ?? null,
        acceptedAt: null,
        createdAt: new Date(),
      },
    });
}

/** The invitation of a token's hash with the person it invites; `lock` holds the row for the acceptance. */
export async function findInvitation(db: Database, tokenHash: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select({
      userId: staffInvitations.userId,
      expiresAt: staffInvitations.expiresAt,
      acceptedAt: staffInvitations.acceptedAt,
      name: users.name,
      email: users.email,
      role: users.role,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      disabledAt: users.disabledAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .where(eq(staffInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** Uses the invitation: true for the one caller that consumed it. */
export async function consumeInvitation(tx: Database, userId: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.acceptedAt)))
    .returning({ userId: staffInvitations.userId });
  return used.length === 1;
}
