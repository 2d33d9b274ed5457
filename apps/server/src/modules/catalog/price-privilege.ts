import type { FastifyRequest } from 'fastify';
import { optionalCustomer } from '../../platform/auth.ts';

/**
 * preHandler of every response that carries products. Prices are a customer privilege (SPEC §4, §6):
 * a live bearer token shows them. A missing, malformed, expired or revoked token is a visitor, not a
 * 401 — these are public pages, and a stale token left in a browser must never break browsing.
 * The answer depends on the Authorization header: every API answer says so in Vary, and a
 * customer's is never stored (platform/private-answers.ts, decision 0081).
 */
export async function pricesForCustomers(request: FastifyRequest) {
  await optionalCustomer(request);
}

/** Whether the caller may see prices: a signed-in user (verified or not), after pricesForCustomers. */
export function viewerSeesPrices(request: FastifyRequest): boolean {
  return request.user !== null;
}
