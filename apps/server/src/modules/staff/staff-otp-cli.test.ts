import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../db/seed/demo-people.ts';
import { UsageError, demoStaffCode } from './staff-otp-cli.ts';
import { acceptedStep } from './totp.ts';

describe('npm run staff:otp', () => {
  it('prints the current code of a seeded demo staff account in a demo shop', async () => {
    const now = new Date('2026-11-25T06:00:00Z');
    const code = await demoStaffCode(['Warehouse@Example.com'], true, now);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(await acceptedStep(DEMO_TOTP_SECRET, code, null, now)).not.toBeNull();
  });

  it('refuses outside a demo shop, for other accounts, and without exactly one address', async () => {
    await expect(demoStaffCode(['admin@example.com'], false)).rejects.toThrow(/demo shop only/);
    await expect(demoStaffCode(['someone@suraksha.com.np'], true)).rejects.toThrow(UsageError);
    await expect(demoStaffCode([], true)).rejects.toThrow(/usage/);
  });

  it('prints six digits from the command line, and exits 1 in a live shop', () => {
    const script = fileURLToPath(new URL('./staff-otp-cli.ts', import.meta.url));
    const demo = spawnSync(process.execPath, [script, 'admin@example.com'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', DEMO: 'true' },
    });
    expect(demo.status).toBe(0);
    expect(demo.stdout).toMatch(/^[0-9]{6}\n$/);
    const live = spawnSync(process.execPath, [script, 'admin@example.com'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', DEMO: 'false', API_KEYS: 'a-live-key', STAFF_SECRET_KEY: 'b2'.repeat(32) },
    });
    expect(live.status).toBe(1);
    expect(live.stderr).toMatch(/^staff:otp: staff:otp works in a demo shop only/);
  });
});
