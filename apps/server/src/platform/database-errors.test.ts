import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryable, rootCause, uniqueViolation } from './database-errors.ts';

/** Drizzle throws its own error with the driver's error as `cause`. */
const wrapped = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code, ...extra }) });

describe('database errors', () => {
  it('names the constraint of a unique violation, however deep Drizzle wrapped it', () => {
    expect(uniqueViolation(wrapped('23505', { constraint: 'users_email_unique' }))).toBe('users_email_unique');
    expect(uniqueViolation({ cause: { cause: { code: '23505' } } })).toBe('');
    expect(uniqueViolation(wrapped('23503', { constraint: 'orders_user_id_fk' }))).toBeNull();
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });

  it.each([
    ['55P03', true], // lock_not_available (lock_timeout)
    ['40001', true], // serialization_failure
    ['40P01', true], // deadlock_detected
    ['23505', true], // another transaction inserted the same key first
    ['23514', false], // check_violation: a rule, not a race
    ['ECONNREFUSED', false],
  ])('%s is worth a retry: %s', (code, expected) => {
    expect(retryable(wrapped(code))).toBe(expected);
  });

  it.each([
    ['57P01', true], // admin_shutdown: pg_terminate_backend, a failover
    ['57P02', true], // crash_shutdown
    ['57P03', true], // cannot_connect_now: starting up, shutting down, in recovery
    ['57P05', true], // idle_session_timeout
    ['25P03', true], // idle_in_transaction_session_timeout
    ['08006', true], // connection_failure
    ['08P01', true], // protocol_violation: the whole connection-exception class 08
    ['53300', true], // too_many_connections
    ['ECONNRESET', true],
    ['ECONNREFUSED', true],
    ['23505', false], // a rule or a race: not an outage
    ['40001', false],
    ['57014', false], // query_canceled (statement timeout): this request only
  ])('%s means the database is unavailable (503): %s', (code, expected) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(expected);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Client has encountered a connection error and is not queryable',
    'timeout exceeded when trying to connect',
  ])('node-postgres saying "%s" means unavailable, however deep it is wrapped', (message) => {
    expect(isDatabaseUnavailable({ cause: new Error(message) })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: insert into orders'))).toBe(false);
  });

  it('reports the innermost code, else the innermost message', () => {
    expect(rootCause(wrapped('ECONNREFUSED'))).toBe('ECONNREFUSED');
    expect(rootCause(Object.assign(new Error('outer'), { cause: new Error('inner') }))).toBe('inner');
  });

  it('stops looking after a few levels (a cyclic cause does not hang)', () => {
    const cyclic: { code?: string; cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(retryable(cyclic)).toBe(false);
    expect(uniqueViolation(cyclic)).toBeNull();
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});
