/**
 * What a PostgreSQL error means for the caller, found through Drizzle's wrapping (the driver's
 * error is the `cause` of the one Drizzle throws, sometimes a few levels down).
 */

type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;

function* causes(err: unknown): Generator<NonNullable<PgErrorLike>> {
  for (let e = err as PgErrorLike, depth = 0; e && depth < 5; e = e.cause as PgErrorLike, depth++) yield e;
}

/** The constraint a unique violation hit (PostgreSQL 23505); '' when unnamed, null for another error. */
export function uniqueViolation(err: unknown): string | null {
  for (const e of causes(err)) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

/** PostgreSQL codes meaning "another transaction held the row too long / collided": worth a retry. */
const RETRY_CODES = new Set(['55P03', '40001', '40P01', '23505']);

/** True when the transaction lost a race (lock timeout, serialization failure, deadlock, duplicate): the caller may try again. */
export function retryable(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e.code === 'string' && RETRY_CODES.has(e.code)) return true;
  }
  return false;
}
