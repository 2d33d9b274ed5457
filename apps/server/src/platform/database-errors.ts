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

/**
 * Codes meaning "the database cannot serve this now; the same request may work in a moment":
 * socket failures, and PostgreSQL's connection exceptions (class 08) and shutdowns: 57P01 admin
 * shutdown (pg_terminate_backend, a failover), 57P02 crash shutdown, 57P03 cannot connect now
 * (starting, stopping, in recovery), 57P04 database dropped, 57P05 idle-session timeout, 25P03
 * idle-in-transaction timeout, 53300 too many connections.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
  '25P03',
  '53300',
]);
const CONNECTION_EXCEPTION_CLASS = /^08[0-9A-Z]{3}$/;
/** What node-postgres and pg-pool say when a connection broke under a query, or none could be made. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|PGlite is closed/i;

/** True when an error (or any error it wraps) means the database cannot be reached right now: the caller gets 503. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || CONNECTION_EXCEPTION_CLASS.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The innermost useful code or message of an error Drizzle may have wrapped (for a one-line report). */
export function rootCause(err: unknown): string {
  let last = err as { message?: unknown } | undefined;
  for (const e of causes(err)) {
    if (typeof e.code === 'string') return e.code;
    last = e as { message?: unknown };
  }
  return typeof last?.message === 'string' ? last.message : String(err);
}
