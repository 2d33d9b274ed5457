import type { CartState } from '@suraksha/contracts/cart';
import type { CommerceConflict } from '@suraksha/contracts/checkout';
import type { FastifyReply } from 'fastify';

/**
 * Expected business failures of the money path (coupon expired, wallet short, bag changed, out
 * of stock) are returned results, not exceptions (DESIGN.md): the route answers them as a 409
 * envelope, with the bag as it is now when the client's amounts were out of date.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; conflict: CommerceConflict };

export const accepted = <T>(value: T): Outcome<T> => ({ ok: true, value });

export function refused(
  errorMessage: string,
  extra: { fields?: Record<string, string> | undefined; cart?: CartState | undefined } = {},
): { ok: false; conflict: CommerceConflict } {
  const conflict: CommerceConflict = { result: 'error', errorMessage };
  if (extra.fields) conflict.message = extra.fields;
  if (extra.cart) conflict.cart = extra.cart;
  return { ok: false, conflict };
}

/** The value of an accepted outcome (200), or the conflict with status 409. */
export function answer<T>(reply: FastifyReply, outcome: Outcome<T>): T | CommerceConflict {
  if (outcome.ok) return outcome.value;
  void reply.code(409);
  return outcome.conflict;
}
