import { randomInt } from 'node:crypto';
import type { Database } from '../../platform/database.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';

/** Characters nobody confuses when reading a reference over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_ATTEMPTS = 5;

/**
 * `{prefix}-` and 6 characters from a CSPRNG (31^6 ≈ 8.9 × 10^8 references), e.g. C-7QK4M2 for a
 * contact message or Q-… for a quote request: the sender quotes it on the phone.
 */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/**
 * Runs `store(tx, reference)` in one transaction — the submission row and the mail that tells the
 * shop about it exist together or not at all. A reference already taken (unique violation) is
 * drawn again, a few times.
 */
export async function storeWithFreshReference(
  db: Database,
  drawReference: () => string,
  store: (tx: Database, reference: string) => Promise<void>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = drawReference();
    try {
      await db.transaction(async (tx) => store(tx, reference));
      return reference;
    } catch (err) {
      if (attempt < REFERENCE_ATTEMPTS && uniqueViolation(err) !== null) continue;
      throw err;
    }
  }
}

/** One line, at most `max` characters: a mail subject never carries the sender's line breaks. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
