import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { FACTORY_PASSWORD, createUser } from '../../test/factories/accounts.ts';
import { SHOP_ORIGIN } from '../../test/factories/staff.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { newTotpSecret, totpCode } from './totp.ts';
import {
  STAFF_SECRET_KEY_FILE,
  openTotpSecret,
  openTotpSecretOrNull,
  sealPlainTotpSecrets,
  sealTotpSecret,
  staffSecretKeyOf,
} from './totp-secret-box.ts';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);

describe('sealing a TOTP secret', () => {
  it('stores something that is never the secret, differs each time, and opens to the secret with the key', () => {
    const secret = newTotpSecret();
    const one = sealTotpSecret(secret, KEY);
    const two = sealTotpSecret(secret, KEY);
    expect(one).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(one).not.toContain(secret);
    expect(one).not.toBe(two);
    expect(openTotpSecret(one, KEY)).toBe(secret);
    expect(openTotpSecret(two, KEY)).toBe(secret);
  });

  it('refuses another key and altered bytes; a value from before sealing opens as it is', () => {
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXP', KEY);
    expect(openTotpSecretOrNull(sealed, OTHER_KEY)).toBeNull();
    const bytes = Buffer.from(sealed.slice('v1:'.length), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(openTotpSecretOrNull(`v1:${bytes.toString('base64url')}`, KEY)).toBeNull();
    expect(openTotpSecretOrNull('v1:AAAA', KEY)).toBeNull();
    expect(openTotpSecret('JBSWY3DPEHPK3PXP', KEY)).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('the key', () => {
  it('is STAFF_SECRET_KEY when set; else generated once into DATA_DIR (owner-only file) and read back the same', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-key-'));
    try {
      expect(staffSecretKeyOf({ DATA_DIR: dataDir, STAFF_SECRET_KEY: 'ab'.repeat(32) })).toEqual(Buffer.alloc(32, 0xab));
      const generated = staffSecretKeyOf({ DATA_DIR: dataDir });
      expect(generated).toHaveLength(32);
      const file = path.join(dataDir, STAFF_SECRET_KEY_FILE);
      expect(readFileSync(file, 'utf8').trim()).toBe(generated.toString('hex'));
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('secrets stored before sealing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { ...apiHeaders, origin: SHOP_ORIGIN },
      payload: { email, password: FACTORY_PASSWORD, code },
    });

  it('still sign in, are sealed by the start-up pass (once), and sign in after it', async () => {
    const secret = newTotpSecret();
    const user = await createUser(t.database.db, { role: 'manager', totpSecret: secret, totpEnrolledAt: new Date() });
    const before = new Date(Date.now() - 30_000);
    expect((await signIn(user.email, await totpCode(secret, before))).statusCode).toBe(200);

    expect(await sealPlainTotpSecrets(t.database.db, t.app.staffSecretKey)).toBe(1);
    const [row] = await t.database.db.select({ stored: users.totpSecret }).from(users).where(eq(users.id, user.id));
    expect(row?.stored).toMatch(/^v1:/);
    expect(row?.stored).not.toContain(secret);
    expect(openTotpSecret(row?.stored ?? '', t.app.staffSecretKey)).toBe(secret);
    expect(await sealPlainTotpSecrets(t.database.db, t.app.staffSecretKey)).toBe(0);

    expect((await signIn(user.email, await totpCode(secret))).statusCode).toBe(200);
  });
});
