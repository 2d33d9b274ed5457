import { createHash, randomBytes } from 'node:crypto';
import { type Permission, type StaffRole, can, isStaffRole } from '@suraksha/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { users } from '../db/schema/accounts.ts';
import { staffSessions } from '../db/schema/staff.ts';
import type { Config } from '../config.ts';
import { readCookie } from './cookies.ts';
import { AppError, ForbiddenError, UnauthorizedError } from './errors.ts';

/**
 * The back office's sign-in (decision 0090): an httpOnly, SameSite=Strict cookie holding a random
 * 256-bit value whose SHA-256 is a staff_sessions row. Admin routes read ONLY this cookie: a
 * bearer token or the API key alone is a visitor here. Routes opt in with a hook:
 *
 *   r.post('/admin/orders/advance', { onRequest: requirePermission('orders.advance') }, …)
 *   r.get('/admin/auth/me', { onRequest: requireStaffSession }, …)
 */

/** A session ends 30 minutes after its last use, and 12 hours after sign-in whatever happens. */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session: the idle timeout is 30 to 31 minutes. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export const STAFF_AUTH_MESSAGES = {
  missing: 'Please sign in to the back office.',
  ended: 'Your back-office session has ended. Please sign in again.',
  forbidden: 'Your role does not allow this.',
  origin: "This request did not come from the shop's own pages.",
} as const;

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** The session row's id (the SHA-256 of the cookie). */
  sessionId: string;
}

/** What an admin route asks of its caller: a permission of the table, or only a signed-in staff member. */
export type StaffAccess = Permission | 'signed-in';

/** A route behind one of the staff hooks, as registered (the authorisation matrix reads these). */
export interface AdminRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member after requireStaffSession / requirePermission; null otherwise. */
    staff: StaffMember | null;
  }
  interface FastifyInstance {
    /** Every route behind a staff hook, filled in as routes register. */
    adminRoutes: AdminRoute[];
  }
}

/** 32 random bytes as base64url: 43 characters. */
const SESSION_VALUE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const sessionIdOf = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('hex');

/** A new session: the value for the cookie and the id the database keeps. */
export function newStaffSessionValue(): { value: string; id: string } {
  const value = randomBytes(32).toString('base64url');
  return { value, id: sessionIdOf(value) };
}

/**
 * Over https (a live shop) the back office's cookies are Secure with the __Host- prefix: the
 * browser then only accepts them from this exact host, over TLS, for Path=/. Over http
 * (development, tests, a local demo) a Secure cookie would never come back: plain names then.
 */
export function staffCookieName(config: Pick<Config, 'PUBLIC_URL'>, base = 'suraksha_staff'): string {
  return secure(config) ? `__Host-${base}` : base;
}

const secure = (config: Pick<Config, 'PUBLIC_URL'>) => config.PUBLIC_URL.startsWith('https:');

/** A back-office cookie: httpOnly, SameSite=Strict, Path=/ (and Secure over https); Max-Age 0 clears it. */
export function staffCookie(config: Pick<Config, 'PUBLIC_URL'>, base: string, value: string, maxAgeSeconds: number): string {
  const name = staffCookieName(config, base);
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict${secure(config) ? '; Secure' : ''}`;
}

export function staffSessionCookie(config: Pick<Config, 'PUBLIC_URL'>, value: string): string {
  return staffCookie(config, 'suraksha_staff', value, STAFF_SESSION_ABSOLUTE_MS / 1000);
}

export function clearedStaffSessionCookie(config: Pick<Config, 'PUBLIC_URL'>): string {
  return staffCookie(config, 'suraksha_staff', '', 0);
}

/** The session value a request carries (well formed), or null. */
export function presentedSessionValue(request: FastifyRequest): string | null {
  const value = readCookie(request.headers.cookie, staffCookieName(request.server.config));
  return value && SESSION_VALUE_SHAPE.test(value) ? value : null;
}

/** Whether a session is past its idle or absolute limit at `now`. */
export function sessionExpired(session: { createdAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION_IDLE_MS ||
    now.getTime() - session.createdAt.getTime() > STAFF_SESSION_ABSOLUTE_MS
  );
}

const accessOfHook = new Map<unknown, StaffAccess>();

/** Call once on the root instance, before any route: requests start with no staff member, and admin routes are listed. */
export function registerStaffAuth(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.decorate('adminRoutes', []);
  app.addHook('onRoute', (route) => {
    const access = staffAccessOf(route);
    if (!access) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url, access });
    }
  });
}

function staffAccessOf(route: RouteOptions): StaffAccess | null {
  for (const hook of [route.onRequest, route.preValidation, route.preHandler].flat()) {
    const access = accessOfHook.get(hook);
    if (access) return access;
  }
  return null;
}

/** The staff member of the request's session cookie, or the 401 envelope; slides the session's last use. */
async function authenticateStaff(request: FastifyRequest): Promise<StaffMember> {
  const value = presentedSessionValue(request);
  if (!value) throw new UnauthorizedError(STAFF_AUTH_MESSAGES.missing);
  const { db } = request.server;
  const id = sessionIdOf(value);
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(eq(staffSessions.id, id))
    .limit(1);
  if (!row) throw new UnauthorizedError(STAFF_AUTH_MESSAGES.ended);
  const now = new Date();
  // A session past its time, or of someone who is no longer staff or was disabled, is gone for good.
  if (sessionExpired(row, now) || !isStaffRole(row.role) || row.disabledAt) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    throw new UnauthorizedError(STAFF_AUTH_MESSAGES.ended);
  }
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }
  const staff: StaffMember = { id: row.userId, name: row.name, email: row.email, role: row.role, sessionId: id };
  request.staff = staff;
  return staff;
}

/** The hook of an admin route any signed-in staff member may call (their own sign-out, who they are). */
export async function requireStaffSession(request: FastifyRequest) {
  await authenticateStaff(request);
}
accessOfHook.set(requireStaffSession, 'signed-in');

const permissionHooks = new Map<Permission, (request: FastifyRequest) => Promise<void>>();

/**
 * The hook of an admin route: a live staff session (else 401) whose role has the permission in
 * the table of packages/domain/src/permissions.ts (else 403). One hook per permission, so the
 * route list can say which permission each route asks for.
 */
export function requirePermission(permission: Permission) {
  let hook = permissionHooks.get(permission);
  if (!hook) {
    hook = async (request: FastifyRequest) => {
      const staff = await authenticateStaff(request);
      if (!can(staff.role, permission)) throw new ForbiddenError(STAFF_AUTH_MESSAGES.forbidden);
    };
    permissionHooks.set(permission, hook);
    accessOfHook.set(hook, permission);
  }
  return hook;
}

/**
 * Every write under /api/admin must come from the shop's own pages: its Origin header must be the
 * origin of PUBLIC_URL (a missing one too is refused). SameSite=Strict already keeps the cookie off
 * cross-site requests; this is the second lock, and it holds for a sign-in that has no cookie yet.
 */
export function registerAdminOriginCheck(admin: FastifyInstance) {
  const own = new URL(admin.config.PUBLIC_URL).origin;
  admin.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.headers.origin !== own) throw new ForbiddenError(STAFF_AUTH_MESSAGES.origin);
  });
}

/** The staff member of a route behind a staff hook (narrows request.staff for TypeScript). */
export function signedInStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new AppError(500, 'no staff hook ran before this handler');
  return request.staff;
}
