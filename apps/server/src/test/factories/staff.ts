import type { StaffRole } from '@suraksha/domain/permissions';
import { staffSessions } from '../../db/schema/staff.ts';
import type { Database } from '../../platform/database.ts';
import { newStaffSessionValue } from '../../platform/staff-auth.ts';
import { newTotpSecret } from '../../modules/staff/totp.ts';
import { sealTotpSecret } from '../../modules/staff/totp-secret-box.ts';
import { TEST_STAFF_SECRET_KEY } from '../test-app.ts';
import { createUser } from './accounts.ts';

// Test-data factories for the back office: staff members (enrolled in TOTP or not) and their sessions.

/** The shop's own origin in tests (PUBLIC_URL's default): back-office writes must carry it. */
export const SHOP_ORIGIN = 'http://localhost:3000';

/** The stored (sealed) form of a TOTP secret in a test app. */
export const sealedForTests = (secret: string) => sealTotpSecret(secret, Buffer.from(TEST_STAFF_SECRET_KEY, 'hex'));

/** A staff member of `role` with FACTORY_PASSWORD, enrolled in TOTP with a fresh secret (unless `enrolled: false`). */
export async function createStaff(db: Database, role: StaffRole, opts: { enrolled?: boolean } = {}) {
  const enrolled = opts.enrolled ?? true;
  const secret = newTotpSecret();
  const user = await createUser(db, {
    role,
    name: `Staff ${role}`,
    ...(enrolled ? { totpSecret: sealedForTests(secret), totpEnrolledAt: new Date() } : {}),
  });
  return { user, secret };
}

/** A live session for a staff member, inserted directly; `cookie` is the request header that carries it. */
export async function createStaffSession(db: Database, userId: number, times: { createdAt?: Date; lastSeenAt?: Date } = {}) {
  const { value, id } = newStaffSessionValue();
  const now = new Date();
  await db.insert(staffSessions).values({ id, userId, createdAt: times.createdAt ?? now, lastSeenAt: times.lastSeenAt ?? now });
  return { id, value, cookie: `suraksha_staff=${value}` };
}

/** A signed-in staff member of `role`: the headers of a back-office call in one step. */
export async function createSignedInStaff(db: Database, role: StaffRole) {
  const { user, secret } = await createStaff(db, role);
  const session = await createStaffSession(db, user.id);
  return { user, secret, session, headers: { cookie: session.cookie, origin: SHOP_ORIGIN } };
}
