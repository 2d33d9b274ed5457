import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { type SignedInUser, signedIn } from './auth.ts';
import type { Database } from './database.ts';

/**
 * What a service needs to know about the call it serves (Vendure's RequestContext): services
 * take `(ctx, input)` and never see Fastify. The back office adds a staff actor.
 */

/** Who is acting: a signed-in customer, a visitor, or the shop itself (a command, a worker). */
export type Actor = { kind: 'customer'; user: SignedInUser } | { kind: 'visitor' } | { kind: 'system' };
export type CustomerActor = Extract<Actor, { kind: 'customer' }>;

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
}

export const shopOf = (config: Pick<Config, 'SHOP_EMAIL' | 'DATA_DIR' | 'PUBLIC_URL'>): Shop => ({
  email: config.SHOP_EMAIL,
  dataDir: config.DATA_DIR,
  publicUrl: config.PUBLIC_URL,
});

function contextOf<A extends Actor>(request: FastifyRequest, actor: A): RequestContext<A> {
  const { db, config } = request.server;
  return { db, shop: shopOf(config), actor, ip: request.ip, requestId: String(request.id) };
}

/** The context of a route open to everyone: the customer when a valid token came (optionalCustomer), else a visitor. */
export function requestContext(request: FastifyRequest): RequestContext {
  return contextOf(request, request.user ? { kind: 'customer', user: request.user } : { kind: 'visitor' });
}

/** The context of a route behind requireCustomer. */
export function customerContext(request: FastifyRequest): RequestContext<CustomerActor> {
  return contextOf(request, { kind: 'customer', user: signedIn(request) });
}

/** The account a submission is linked to: the signed-in customer's, else none. */
export const customerIdOf = (actor: Actor): number | null => (actor.kind === 'customer' ? actor.user.id : null);
