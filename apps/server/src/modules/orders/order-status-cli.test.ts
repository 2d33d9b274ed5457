import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { referrals } from '../../db/schema/wallet.ts';
import { type DatabaseHandle, openPostgres } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { createUser } from '../../test/factories/accounts.ts';
import { createOrder } from '../../test/factories/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { databaseUrl, onServer, testEngine, uniqueName } from '../../test/test-database.ts';
import { UsageError, parseOrderStatusArgs, runOrderStatus } from './order-status-cli.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const script = fileURLToPath(new URL('./order-status-cli.ts', import.meta.url));

describe('npm run order:status', () => {
  it('moves an order through the service and says what happened', async () => {
    const { order } = await createOrder(t.database.db, { status: 'Shipping' });
    // A two-word status may come unquoted: npm passes it as two arguments.
    const printed = await runOrderStatus(t.database.db, [order.orderNumber, 'On', 'Way'], 'http://localhost:3000');
    expect(printed).toBe(`Order ${order.orderNumber}: Shipping → On Way. The customer's mail is queued.`);
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('On Way');
  });

  it('reports the referral reward when a delivery pays one', async () => {
    const referrer = await createUser(t.database.db, { passwordHash: null });
    const friend = await createUser(t.database.db, { passwordHash: null });
    await t.database.db.insert(referrals).values({ referrerId: referrer.id, referredId: friend.id, status: 'verified' });
    const { order } = await createOrder(t.database.db, { userId: friend.id, email: friend.email, status: 'On Way' });
    const printed = await runOrderStatus(t.database.db, [order.orderNumber, 'Delivered'], 'http://localhost:3000');
    expect(printed).toContain(`Referral reward: Rs 500.00 credited to the wallet of the referrer (user ${referrer.id}).`);
  });

  it('refuses a disallowed transition and an unknown order with a clear message', async () => {
    const { order } = await createOrder(t.database.db, { status: 'Cancelled' });
    const refused = runOrderStatus(t.database.db, [order.orderNumber, 'Confirm'], '');
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toThrow(`Order ${order.orderNumber} is Cancelled: it cannot go to Confirm; it cannot change any more.`);
    await expect(runOrderStatus(t.database.db, ['SRK-NOSUCH00', 'Confirm'], '')).rejects.toBeInstanceOf(NotFoundError);
  });

  it.each([[[]], [['SRK-ABCDEFGH']], [['--help']]])('refuses the arguments %j with the usage', (argv) => {
    expect(() => parseOrderStatusArgs(argv)).toThrow(UsageError);
    expect(() => parseOrderStatusArgs(argv)).toThrow(/usage: npm run order:status -- <order number> <status>/);
  });

  it('exits 1 with one line for bad usage or an unknown status, before opening any database', () => {
    const usage = spawnSync(process.execPath, [script, 'SRK-ABCDEFGH'], { encoding: 'utf8' });
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/^order:status: usage: npm run order:status/);
    const badStatus = spawnSync(process.execPath, [script, 'SRK-ABCDEFGH', 'Shipped'], { encoding: 'utf8' });
    expect(badStatus.stderr).toBe(
      'order:status: Unknown status "Shipped". Use one of: Pending Order, Confirm, Shipping, On Way, Delivered, Cancelled.\n',
    );
    expect(badStatus.status).toBe(1);
    // Two cold Node starts that load the whole server's imports: generous on a busy 2-core machine.
  }, 90_000);
});

// The whole command against a server database (an embedded one would take a fresh migration per run).
describe.skipIf(testEngine() !== 'postgres')('the command on a PostgreSQL server', () => {
  const name = uniqueName('suraksha_cli');
  let handle: DatabaseHandle;
  beforeAll(async () => {
    await onServer((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
    handle = openPostgres(databaseUrl(name), () => {});
  });
  afterAll(async () => {
    await handle.close();
    await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  const run = (...argv: string[]) =>
    spawnSync(process.execPath, [script, ...argv], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl(name), LOG_LEVEL: 'silent' },
    });

  it('prints the change, and exits 1 with a clear line for a disallowed transition or an unknown order', async () => {
    const { order } = await createOrder(handle.db, { status: 'Confirm' });
    const moved = run(order.orderNumber, 'Shipping');
    expect(moved.stdout).toBe(`Order ${order.orderNumber}: Confirm → Shipping. The customer's mail is queued.\n`);
    expect(moved.status).toBe(0);

    const refused = run(order.orderNumber, 'Delivered');
    expect(refused.stderr).toBe(
      `order:status: Order ${order.orderNumber} is Shipping: it cannot go to Delivered; it can only go to On Way or Cancelled.\n`,
    );
    expect(refused.status).toBe(1);

    const unknown = run('SRK-NOSUCH00', 'Delivered');
    expect(unknown.stderr).toBe('order:status: Order SRK-NOSUCH00 was not found.\n');
    expect(unknown.status).toBe(1);
  }, 60_000);
});
