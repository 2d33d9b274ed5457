import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, not, like } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { staffEnrolments } from '../../db/schema/staff.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';

/**
 * Staff TOTP secrets at rest (issue #15): sealed with AES-256-GCM under STAFF_SECRET_KEY, so a
 * copy of the database (a backup, a replica, a leaked dump) opens no back-office account. A sealed
 * value reads `v1:` + base64url(12-byte nonce | 16-byte tag | ciphertext). A value without the
 * prefix is a secret from before sealing: it still opens, and `sealPlainTotpSecrets` (run at start-up)
 * seals it. A live shop must set STAFF_SECRET_KEY (config.ts refuses to start without it); a demo
 * or development shop generates one on first start and keeps it in DATA_DIR/staff-secret.key.
 */

const PREFIX = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Binds each ciphertext to its purpose: a sealed TOTP secret opens as nothing else. */
const ASSOCIATED_DATA = Buffer.from('suraksha staff totp secret v1');

export const STAFF_SECRET_KEY_FILE = 'staff-secret.key';

/** 32 bytes as 64 hex characters (`openssl rand -hex 32`), the form STAFF_SECRET_KEY takes. */
export const STAFF_SECRET_KEY_SHAPE = /^[0-9a-fA-F]{64}$/;

export class SecretKeyError extends Error {}

const keys = new Map<string, Buffer>();

/**
 * The key that seals staff TOTP secrets: STAFF_SECRET_KEY when set, else the one generated into
 * DATA_DIR on first use (a demo or development shop; a live shop never gets here, see config.ts).
 */
export function staffSecretKeyOf(config: Pick<Config, 'DATA_DIR'> & { STAFF_SECRET_KEY?: string | undefined }): Buffer {
  if (config.STAFF_SECRET_KEY) return keyFromHex(config.STAFF_SECRET_KEY, 'STAFF_SECRET_KEY');
  const file = path.join(path.resolve(config.DATA_DIR), STAFF_SECRET_KEY_FILE);
  const known = keys.get(file);
  if (known) return known;
  let hex: string;
  try {
    hex = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': two processes starting at once cannot both write one; the loser reads the winner's.
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
    }
    hex = readFileSync(file, 'utf8').trim();
  }
  const key = keyFromHex(hex, file);
  keys.set(file, key);
  return key;
}

function keyFromHex(hex: string, where: string): Buffer {
  if (!STAFF_SECRET_KEY_SHAPE.test(hex)) throw new SecretKeyError(`${where} must be 64 hex characters (openssl rand -hex 32)`);
  return Buffer.from(hex, 'hex');
}

/** Whether a stored value is sealed (not a secret from before sealing). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The stored form of a TOTP secret: a fresh nonce each time, so the same secret never seals alike. */
export function sealTotpSecret(secret: string, key: Buffer): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(ASSOCIATED_DATA);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * The secret of a stored value; a value from before sealing is the secret itself. A sealed value
 * that does not open (another key, altered bytes) throws: the caller treats it as no secret.
 */
export function openTotpSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) throw new SecretKeyError('sealed TOTP secret is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(ASSOCIATED_DATA);
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The secret of a stored value, or null when it does not open under this key. */
export function openTotpSecretOrNull(stored: string, key: Buffer): string | null {
  try {
    return openTotpSecret(stored, key);
  } catch {
    return null;
  }
}

/**
 * Seals every TOTP secret still stored in plain text (accounts and enrolments in flight), in one
 * transaction; returns how many. Run at start-up after the migrations: a shop that enrolled its
 * staff before sealing existed is sealed on its next start, and running it again changes nothing.
 */
export async function sealPlainTotpSecrets(db: Database, key: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    let sealed = 0;
    const plainUsers = await tx
      .select({ id: users.id, secret: users.totpSecret })
      .from(users)
      .where(and(isNotNull(users.totpSecret), not(like(users.totpSecret, `${PREFIX}%`))))
      .for('update');
    for (const row of plainUsers) {
      if (!row.secret) continue;
      await tx
        .update(users)
        .set({ totpSecret: sealTotpSecret(row.secret, key) })
        .where(eq(users.id, row.id));
      sealed++;
    }
    const plainEnrolments = await tx
      .select({ ticketHash: staffEnrolments.ticketHash, secret: staffEnrolments.secret })
      .from(staffEnrolments)
      .where(not(like(staffEnrolments.secret, `${PREFIX}%`)))
      .for('update');
    for (const row of plainEnrolments) {
      await tx
        .update(staffEnrolments)
        .set({ secret: sealTotpSecret(row.secret, key) })
        .where(eq(staffEnrolments.ticketHash, row.ticketHash));
      sealed++;
    }
    return sealed;
  });
}
