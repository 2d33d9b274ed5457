import { describe, expect, it } from 'vitest';
import { retryable, uniqueViolation } from './database-errors.ts';

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

  it('stops looking after a few levels (a cyclic cause does not hang)', () => {
    const cyclic: { code?: string; cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(retryable(cyclic)).toBe(false);
    expect(uniqueViolation(cyclic)).toBeNull();
  });
});
