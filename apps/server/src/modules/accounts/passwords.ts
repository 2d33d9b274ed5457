import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with OWASP's parameters (19 MiB memory, 2 passes, 1 lane).
 * `algorithm: 2` is Algorithm.Argon2id — the package declares it as a `const enum`, which
 * Node's type stripping cannot import. argon2 takes the whole password: nothing is truncated
 * (unlike bcrypt's 72 bytes), and the contracts cap it at 128 characters.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account)
 * it still runs argon2 against a throwaway hash, so the answer takes as long as a real check
 * and the timing tells nobody whether the account exists.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-just-burning-time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let common: Set<string> | undefined;

/** The most common passwords (common-passwords.txt, one a line, '#' comments), compared case-insensitively. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * Why a new password is refused, or null when it is acceptable. Length is checked by the
 * contract; here: the common-password list and the account's own e-mail address.
 */
export function passwordWeakness(password: string, context: { email?: string | undefined } = {}): string | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) return 'This password is too common. Please choose a less guessable one.';
  if (context.email) {
    const email = context.email.toLowerCase();
    const local = email.split('@')[0] ?? '';
    if (lowered === email || (local.length >= 4 && lowered === local)) return 'The password must not be your e-mail address.';
  }
  if (/^(.)\1+$/u.test(password)) return 'This password is too easy to guess. Please choose a less guessable one.';
  return null;
}
