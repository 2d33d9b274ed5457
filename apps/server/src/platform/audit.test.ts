import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit.ts';
import { shopSettings } from '../db/schema/settings.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type AuditContext, REDACTED, audit, redacted } from './audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const context: AuditContext = { actor: { id: 7, role: 'owner' }, ip: '10.1.2.3', userAgent: 'Test/1.0', requestId: 'req-1' };
const rowsOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the audit log', () => {
  it('commits with the write it records: one row for a committed write, none for a failed one', async () => {
    const { db } = t.database;
    await db.transaction(async (tx) => {
      await tx.insert(shopSettings).values({ key: 'audit-test-committed', value: 1 });
      await audit(tx, context, {
        action: 'setting.change',
        entity: 'setting',
        entityId: 'audit-test-committed',
        before: null,
        after: { value: 1 },
      });
    });
    const committed = await rowsOf('setting.change');
    expect(committed).toHaveLength(1);
    expect(committed[0]).toMatchObject({
      actorId: 7,
      actorRole: 'owner',
      entity: 'setting',
      entityId: 'audit-test-committed',
      before: null,
      after: { value: 1 },
      ip: '10.1.2.3',
      userAgent: 'Test/1.0',
      requestId: 'req-1',
    });
    expect(committed[0]?.at).toBeInstanceOf(Date);

    await expect(
      db.transaction(async (tx) => {
        await audit(tx, context, {
          action: 'setting.failed-change',
          entity: 'setting',
          entityId: 'audit-test-committed',
          after: { value: 2 },
        });
        // The write itself fails (the key exists): the audit row written before it must go too.
        await tx.insert(shopSettings).values({ key: 'audit-test-committed', value: 2 });
      }),
    ).rejects.toThrow();
    expect(await rowsOf('setting.failed-change')).toHaveLength(0);
    const [setting] = await db.select().from(shopSettings).where(eq(shopSettings.key, 'audit-test-committed'));
    expect(setting?.value).toBe(1);
  });

  it('refuses UPDATE, DELETE and TRUNCATE: a row once written stays as it is', async () => {
    const { db } = t.database;
    await audit(db, context, { action: 'append-only.test', entity: 'test', entityId: 1, after: { n: 1 } });
    await expect(db.execute(sql`update audit_log set action = 'rewritten' where action = 'append-only.test'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where action = 'append-only.test'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await rowsOf('append-only.test');
    expect(row).toMatchObject({ action: 'append-only.test', after: { n: 1 } });
  });

  it('never records a secret: passwords, hashes, TOTP secrets, tokens and recovery codes are redacted at any depth', async () => {
    const before = {
      name: 'Sita',
      passwordHash: '$argon2id$v=19$secret',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      nested: { token: 'abc', access_token: 'def', recovery_codes: ['AAAA-BBBB'], password: 'pw', kept: 'yes' },
      list: [{ session_id: 'x', ok: 1 }],
    };
    await audit(t.database.db, context, { action: 'redaction.test', entity: 'user', entityId: 3, before, after: { password_hash: 'h' } });
    const [row] = await rowsOf('redaction.test');
    expect(row?.before).toEqual({
      name: 'Sita',
      passwordHash: REDACTED,
      totpSecret: REDACTED,
      nested: { token: REDACTED, access_token: REDACTED, recovery_codes: REDACTED, password: REDACTED, kept: 'yes' },
      list: [{ session_id: REDACTED, ok: 1 }],
    });
    expect(row?.after).toEqual({ password_hash: REDACTED });
    expect(JSON.stringify(row)).not.toMatch(/argon2|JBSWY3DP|AAAA-BBBB/);
    expect(redacted(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});
