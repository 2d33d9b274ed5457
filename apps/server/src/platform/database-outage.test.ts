import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { orderItems, orders, shippingAddresses } from '../db/schema/orders.ts';
import { walletLedger } from '../db/schema/wallet.ts';
import { checkoutPayload, commerceClient, fundWallet, ledgerReads } from '../test/commerce.ts';
import { cuttableProxy } from '../test/cuttable-proxy.ts';
import { createSignedInUser } from '../test/factories/accounts.ts';
import { createProduct } from '../test/factories/catalog.ts';
import type { TestApp } from '../test/test-app.ts';
import { databaseUrl, onServer, testEngine, uniqueName } from '../test/test-database.ts';
import { openPostgres } from './database.ts';
import { MESSAGES } from './error-handler.ts';

/**
 * PostgreSQL going away under load: every connection ended by the server (an administrator, a
 * failover, an idle-in-transaction timeout) while requests hold them. PGlite is in-process and has
 * no connections to lose: these run on PostgreSQL, which CI always does.
 */
describe.skipIf(testEngine() !== 'postgres')('the database drops its connections (PostgreSQL)', () => {
  const name = uniqueName('suraksha_outage');
  const url = () => databaseUrl(name);
  let proxy: ReturnType<typeof cuttableProxy>;
  let t: TestApp;
  // What would have killed a server process: an exception nobody caught (an 'error' event nobody listens to).
  const uncaught: unknown[] = [];
  const recordUncaught = (err: unknown) => uncaught.push(err);

  /** A connection of the test's own, straight to the server (not through the app's pool or the proxy). */
  async function direct<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  const sessionsOf = async (where: string) =>
    direct(async (c) => {
      const { rows } = await c.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
      );
      return rows[0]?.n ?? 0;
    });

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    await onServer((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
    const pgUrl = new URL(url());
    proxy = cuttableProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const viaProxy = new URL(pgUrl);
    viaProxy.port = String(await proxy.open());
    const handle = openPostgres(viaProxy.toString(), () => {});
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-outage-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp({ config, database: handle, web: false });
    // A request that holds a transaction while it waits on something else (a slow call, a stalled
    // client), long enough for the server's idle-in-transaction timeout to end its connection.
    app.post('/test/idle-in-transaction', async () => {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`set local idle_in_transaction_session_timeout = '200ms'`);
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        await expect.poll(() => sessionsOf(`pid = ${Number(rows[0]?.pid)}`), { timeout: 10_000, interval: 100 }).toBe(0);
        await tx.execute(sql`select 1`);
      });
      return { done: true };
    });
    await app.ready();
    t = {
      app,
      database: handle,
      config,
      close: async () => {
        await app.close();
        await handle.close();
        await proxy.cut();
        await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await t.close();
  });

  const unavailable = { result: 'error', errorMessage: MESSAGES.unavailable, requestId: expect.any(String) };

  it('every connection ended mid-checkout, then unreachable a while: the process lives, in-flight checkouts answer 503, /readyz goes down and comes back, nothing is half-written', async () => {
    const api = commerceClient(t);
    const read = ledgerReads(t);
    const db = t.database.db;
    // One product each: checkouts of one product wait for each other's row lock, and all must be in flight at once.
    const people = await Promise.all(
      Array.from({ length: 6 }, async () => ({
        ...(await createSignedInUser(db)),
        product: await createProduct(db, { pricePaisa: 500_00, stock: 10 }),
      })),
    );
    for (const who of people) {
      await fundWallet(t, who.user.id, 100_00);
      expect((await api.addToBag(who.auth, who.product.slug)).statusCode).toBe(200);
    }
    const claim = checkoutPayload({ wallet_amount: 100, total_amount: 400 });

    // Each checkout stalls inside its transaction right after writing its order row, so all of
    // them are surely in flight, each holding a connection, when the server ends them.
    await direct((c) =>
      c.query(`
        create function stall_checkout() returns trigger language plpgsql as $$ begin perform pg_sleep(60); return null; end $$;
        create trigger stall_checkout after insert on orders for each row execute function stall_checkout();`),
    );
    const inFlight = Promise.all(people.map((who) => api.checkout(who.auth, claim)));
    await expect.poll(() => sessionsOf(`wait_event = 'PgSleep'`), { timeout: 20_000, interval: 100 }).toBe(people.length);
    await direct(async (c) => {
      await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await c.query('drop trigger stall_checkout on orders; drop function stall_checkout();');
    });
    const answers = await inFlight;
    expect(uncaught).toEqual([]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(unavailable);
    }
    expect(await db.select().from(orders)).toEqual([]);

    // Then the server is gone for a while, as in a failover.
    await proxy.cut();
    const down = await t.app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    const meanwhile = await api.checkout(people[0]?.auth ?? {}, claim);
    expect(meanwhile.statusCode).toBe(503);
    expect(meanwhile.json()).toEqual(unavailable);

    await proxy.open();
    await expect.poll(async () => (await t.app.inject({ url: '/readyz' })).statusCode, { timeout: 10_000 }).toBe(200);
    const later = await Promise.all(people.map((who) => api.checkout(who.auth, claim)));
    expect(later.map((a) => a.statusCode)).toEqual(people.map(() => 200));

    // Every order whole: its lines, address, wallet debit and mails; stock and wallets agree.
    const placed = await db.select().from(orders);
    expect(placed).toHaveLength(people.length);
    for (const who of people) {
      const [order] = placed.filter((o) => o.userId === who.user.id);
      if (!order) throw new Error(`no order of customer ${who.user.id}`);
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.map((l) => [l.productId, l.quantity, l.amountPaisa])).toEqual([[who.product.id, 1, 500_00]]);
      expect(order).toMatchObject({ subtotalPaisa: 500_00, walletPaisa: 100_00, totalPaisa: 400_00 });
      expect(await db.select().from(shippingAddresses).where(eq(shippingAddresses.orderId, order.id))).toHaveLength(1);
      const debits = await db.select().from(walletLedger).where(eq(walletLedger.orderId, order.id));
      expect(debits.map((d) => [d.kind, d.amountPaisa])).toEqual([['debit', 100_00]]);
      expect(await read.balance(who.user.id)).toBe(0);
      expect(await read.ledgerSum(who.user.id)).toBe(0);
      expect(await read.stock(who.product.id)).toBe(9);
    }
    const mails = await db.select({ template: mailOutbox.template }).from(mailOutbox);
    expect(mails.filter((m) => m.template === 'order-placed')).toHaveLength(people.length);
  });

  it('a transaction ended by the idle-in-transaction timeout: that request answers 503, the process lives, the next ones succeed', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/test/idle-in-transaction' });
    expect(uncaught).toEqual([]);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(unavailable);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
