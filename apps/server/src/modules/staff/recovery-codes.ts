import { createHash, randomBytes } from 'node:crypto';

/**
 * Recovery codes: ten single-use codes shown once at enrolment, for a staff member who lost the
 * phone. Each holds 80 random bits (16 base32 characters, grouped by four), so a SHA-256 is
 * enough to store it: nobody can search that space, and sign-in is rate-limited besides.
 */

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const chars = Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** The stored form: case, spaces and dashes do not matter when it is typed back. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
}
