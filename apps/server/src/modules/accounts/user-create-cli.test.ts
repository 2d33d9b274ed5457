import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { UsageError, createUserAccount, parseUserCreateArgs } from './user-create-cli.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm run user:create', () => {
  it('creates a verified staff account that can sign in to the back office', async () => {
    const request = parseUserCreateArgs([
      '--email',
      'Manager@Suraksha.com.np',
      '--role',
      'manager',
      '--name',
      'Shop Manager',
      '--password',
      'yak-butter-tea-2026',
    ]);
    const { id } = await createUserAccount(t.database.db, request);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: 'manager@suraksha.com.np', role: 'manager', name: 'Shop Manager' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    // The back office takes the password and starts the TOTP enrolment of the first sign-in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { ...apiHeaders, origin: t.config.PUBLIC_URL },
      payload: { email: 'manager@suraksha.com.np', password: 'yak-butter-tea-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ result: 'success', status: 'enrol' });
  });

  it.each(['customer', 'owner', 'manager', 'sales', 'warehouse', 'editor'])('accepts the role %s', (role) => {
    expect(parseUserCreateArgs(['--email', `${role}@example.com`, '--role', role]).role).toBe(role);
  });

  it('generates a strong password when none is given', () => {
    const request = parseUserCreateArgs(['--email', 'staff@example.com', '--role', 'warehouse']);
    expect(request.generatedPassword).toBe(true);
    expect(request.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(request.name).toBe('staff');
  });

  it('refuses a taken address', async () => {
    const request = parseUserCreateArgs(['--email', 'twice@example.com', '--role', 'sales', '--password', 'yak-butter-tea-2026']);
    await createUserAccount(t.database.db, request);
    await expect(createUserAccount(t.database.db, request)).rejects.toThrow(UsageError);
  });

  it.each([
    [['--role', 'owner'], /--email/],
    [['--email', 'x@example.com', '--role', 'admin'], /--role must be one of customer, owner, manager, sales, warehouse, editor/],
    [['--email', 'x@example.com', '--role', 'staff'], /--role must be one of/],
    [['--email', 'x@example.com', '--role', 'owner', '--password', 'short'], /at least 8/],
    [['--email', 'x@example.com', '--role', 'owner', '--password', 'password123'], /too common/],
    [['--email', 'x@example.com', '--role', 'owner', '--colour', 'red'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseUserCreateArgs(argv)).toThrow(message);
  });

  it('exits 1 with a one-line reason from the command line', () => {
    const script = fileURLToPath(new URL('./user-create-cli.ts', import.meta.url));
    const run = spawnSync(process.execPath, [script, '--email', 'x@example.com', '--role', 'admin'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^user:create: --role must be one of customer, owner, manager, sales, warehouse, editor/);
  });
});
