import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { authTokens, users } from '../db/schema/accounts.ts';
import type { Database } from './database.ts';
import { AppError, ForbiddenError, UnauthorizedError } from './errors.ts';

/**
 * The bearer hook. A customer call carries `Authorization: Bearer <token>`; the token is an
 * opaque 256-bit random value of which only the SHA-256 is stored, so a leaked database
 * holds no usable sign-in. Routes opt in with a hook:
 *
 *   r.get('/customer/x', { onRequest: requireCustomer }, (request) => signedIn(request).id)
 *   r.get('/products', { preHandler: optionalCustomer }, (request) => request.user !== null)
 *
 * A customer call needs a verified e-mail address by default (SPEC §6, decision 0082); the few
 * an unverified customer may make say so with requireCustomerBeforeVerification.
 */

export type Role = (typeof users.role.enumValues)[number];

export interface SignedInUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  /** The token this request came with (logout revokes exactly this one). */
  tokenId: number;
}

/** Who may make a customer call: a verified customer (the default), or any signed-in one. */
export type CustomerAccess = 'verified' | 'before-verification';

/** A route behind one of the customer hooks, as registered (see customerRoutes). */
export interface CustomerRoute {
  method: string;
  url: string;
  access: CustomerAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user after requireCustomer / optionalCustomer; null for a visitor. */
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** Every route behind requireCustomer or requireCustomerBeforeVerification, filled in as routes register. */
    customerRoutes: CustomerRoute[];
  }
}

export const AUTH_MESSAGES = {
  missing: 'Please log in to continue.',
  invalid: 'Your session has ended. Please log in again.',
  unverified: ACCOUNT_MESSAGES.verifyFirst,
} as const;

/** 32 random bytes as base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** lastUsedAt is a hint for staff, not an audit trail: written at most once an hour per token. */
const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bearer token of a request, or null when there is none (or it cannot be one of ours). */
function bearerOf(request: FastifyRequest): string | null | 'malformed' {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1] || !TOKEN_SHAPE.test(match[1])) return 'malformed';
  return match[1];
}

/** The user a live (unexpired, unrevoked) token belongs to, unless the account is disabled. */
export async function findSignedInUser(db: Database, token: string): Promise<SignedInUser | null> {
  const now = new Date();
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    // A disabled account's token is refused even if one escaped revocation (decision 0094).
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(authTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(authTokens.id, row.tokenId), or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, stale))));
  }
  const { lastUsedAt: _lastUsedAt, ...user } = row;
  return user;
}

/**
 * Every request starts as a visitor. Call once on the root instance, before any route: it also
 * lists the customer routes and their access (app.customerRoutes), so a test can hold every one
 * of them to decision 0082 without anyone keeping a list by hand.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('customerRoutes', []);
  app.addHook('onRoute', (route) => {
    const access = customerAccessOf(route);
    if (!access) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.customerRoutes.push({ method, url: route.url, access });
    }
  });
}

function customerAccessOf(route: RouteOptions): CustomerAccess | null {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  if (hooks.includes(requireCustomer)) return 'verified';
  if (hooks.includes(requireCustomerBeforeVerification)) return 'before-verification';
  return null;
}

/** A signed-in user (verified or not), else the 401 envelope. */
async function authenticate(request: FastifyRequest): Promise<SignedInUser> {
  const token = bearerOf(request);
  if (token === null) throw new UnauthorizedError(AUTH_MESSAGES.missing);
  if (token === 'malformed') throw new UnauthorizedError(AUTH_MESSAGES.invalid);
  const user = await findSignedInUser(request.server.db, token);
  if (!user) throw new UnauthorizedError(AUTH_MESSAGES.invalid);
  request.user = user;
  return user;
}

/**
 * The hook of a customer call: a signed-in user whose e-mail address is verified (SPEC §6:
 * "must verify before the dashboard"; decision 0082), else the 401 / 403 envelope.
 */
export async function requireCustomer(request: FastifyRequest) {
  const user = await authenticate(request);
  if (!user.emailVerifiedAt) throw new ForbiddenError(AUTH_MESSAGES.unverified);
}

/**
 * The hook of the few customer calls an unverified customer may make (decision 0082 lists them:
 * profile, verify, logout, bag, wishlist): any signed-in user, else the 401 envelope.
 */
export async function requireCustomerBeforeVerification(request: FastifyRequest) {
  await authenticate(request);
}

/** preHandler: sets request.user when a valid token came, null otherwise; never fails the request. */
export async function optionalCustomer(request: FastifyRequest) {
  const token = bearerOf(request);
  request.user = token === null || token === 'malformed' ? null : await findSignedInUser(request.server.db, token);
}

/** The signed-in user of a route behind a customer hook (narrows request.user for TypeScript). */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError(500, 'no customer hook ran before this handler');
  return request.user;
}
