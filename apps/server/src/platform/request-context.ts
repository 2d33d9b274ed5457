import type { Language } from '@suraksha/domain/site-languages';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './answer-language.ts';
import type { Config } from '../config.ts';
import { type SignedInUser, signedIn } from './auth.ts';
import type { Database } from './database.ts';
import { type StaffMember, signedInStaff } from './staff-auth.ts';

/**
 * What a service needs to know about the call it serves (Vendure's RequestContext): services
 * take `(ctx, input)` and never see Fastify. The back office adds a staff actor.
 */

/** Who is acting: a signed-in customer, a staff member in the back office, a visitor, or the shop itself (a command, a worker). */
export type Actor =
  | { kind: 'customer'; user: SignedInUser }
  | { kind: 'staff'; staff: StaffMember }
  | { kind: 'visitor' }
  | { kind: 'system' };
export type CustomerActor = Extract<Actor, { kind: 'customer' }>;
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** The shop's own settings a service uses: where its mail and uploads go, its public address. */
export interface Shop {
  email: string;
  dataDir: string;
  publicUrl: string;
}

export interface RequestContext<A extends Actor = Actor> {
  db: Database;
  shop: Shop;
  actor: A;
  /** The client's address (request.ip honours X-Forwarded-For only from TRUST_PROXY). */
  ip: string;
  /** Fastify's request id, the one the logs carry. */
  requestId: string;
  /** The client's User-Agent (bounded), for the audit log; absent where nobody needs it. */
  userAgent?: string | null;
  /** The language the caller reads (Accept-Language, decision 0129); English when absent. */
  language?: Language;
}

const USER_AGENT_MAX = 400;

/** The request's User-Agent, at most 400 characters; null when it sent none. */
export function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null;
}

export const shopOf = (config: Pick<Config, 'SHOP_EMAIL' | 'DATA_DIR' | 'PUBLIC_URL'>): Shop => ({
  email: config.SHOP_EMAIL,
  dataDir: config.DATA_DIR,
  publicUrl: config.PUBLIC_URL,
});

function contextOf<A extends Actor>(request: FastifyRequest, actor: A): RequestContext<A> {
  const { db, config } = request.server;
  return {
    db,
    shop: shopOf(config),
    actor,
    ip: request.ip,
    requestId: String(request.id),
    userAgent: userAgentOf(request),
    language: requestLanguage(request),
  };
}

/** The context of a route open to everyone: the customer when a valid token came (optionalCustomer), else a visitor. */
export function requestContext(request: FastifyRequest): RequestContext {
  return contextOf(request, request.user ? { kind: 'customer', user: request.user } : { kind: 'visitor' });
}

/** The context of a route behind requireCustomer. */
export function customerContext(request: FastifyRequest): RequestContext<CustomerActor> {
  return contextOf(request, { kind: 'customer', user: signedIn(request) });
}

/** The context of an admin route behind requirePermission / requireStaffSession. */
export function staffContext(request: FastifyRequest): RequestContext<StaffActor> {
  return contextOf(request, { kind: 'staff', staff: signedInStaff(request) });
}

/** The account a submission is linked to: the signed-in customer's, else none. */
export const customerIdOf = (actor: Actor): number | null => (actor.kind === 'customer' ? actor.user.id : null);
