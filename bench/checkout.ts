// `npm run bench:checkout`: checkout throughput on PostgreSQL. N customers (each with a bag and a
// Rs 1,000 wallet) place orders in a loop against the real server for a fixed time, several of
// them buying the same few products so rows are contended. After the run the money invariants are
// checked in SQL and printed; results go to bench/results-checkout.md. Traffic stays on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, SERVER_URL, dbUrl, withClient } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
/** How many distinct products the customers share: few means hot rows. */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3903);
const DB = `suraksha_bench_checkout_${process.pid}`;
const API = `http://127.0.0.1:${PORT}/api`;
const API_KEY = 'suraksha-demo-key';
const WALLET_PAISA = 1000_00;

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return resolve(child);
      } catch {}
      if (Date.now() > deadline) return reject(new Error('server not ready'));
      setTimeout(poll, 500);
    };
    void poll();
  });
}

interface Customer {
  id: number;
  token: string;
}

/** Customers, tokens and funded wallets straight into the database (registration is rate-limited per IP). */
async function createCustomers(c: pg.Client): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const token = randomBytes(32).toString('base64url');
    const { rows } = await c.query<{ id: number }>(
      `insert into users (name, email, phone, role, email_verified_at, referral_code) values ($1, $2, '9800000000', 'customer', now(), $3) returning id`,
      [
        `Bench Customer ${i}`,
        `bench-${i}-${randomBytes(3).toString('hex')}@example.com`,
        `BN${randomBytes(4).toString('hex').toUpperCase()}`,
      ],
    );
    const id = rows[0]?.id as number;
    await c.query(`insert into auth_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
      id,
      createHash('sha256').update(token).digest('hex'),
    ]);
    await c.query(`insert into wallet_ledger (user_id, kind, amount_paisa, reason) values ($1, 'credit', $2, 'signup-bonus')`, [
      id,
      WALLET_PAISA,
    ]);
    await c.query(`insert into wallets (user_id, balance_paisa) values ($1, $2)`, [id, WALLET_PAISA]);
    customers.push({ id, token });
  }
  return customers;
}

async function call(token: string, route: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${API}/customer/${route}`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ADDRESS = {
  phone: '9801234567',
  state: 'Bagmati (Province 3)',
  city: 'Kathmandu',
  street: 'Kalanki Chowk, Ward 14',
  country: 'Nepal',
  postal: '44600',
  payment: 'Cash On Delivery',
  shop_code: '22280',
};

interface Tally {
  placed: number;
  conflicts: number;
  failures: number;
  latenciesMs: number[];
}

/** One customer's loop: bag a product, quote the wallet, check out; until time is up. */
async function shop(customer: Customer, slugs: string[], until: number, tally: Tally) {
  let n = customer.id;
  while (Date.now() < until) {
    const slug = slugs[n++ % slugs.length] as string;
    const added = await call(customer.token, 'carts/create', { product_slug: slug, quantity: 1 });
    if (added.status !== 200) {
      tally.failures++;
      continue;
    }
    const bagTotal = added.body.totalAmount as number;
    const wallet = await call(customer.token, 'wallets/apply', { totalAmount: bagTotal });
    const walletAmount = wallet.status === 200 ? (wallet.body.walletAmount as number) : 0;
    const total = wallet.status === 200 ? (wallet.body.totalAmount as number) : bagTotal;
    const started = performance.now();
    const placed = await call(
      customer.token,
      'checkout/update',
      { ...ADDRESS, wallet_amount: walletAmount, coupon_amount: 0, total_amount: total },
      { 'idempotency-key': randomUUID() },
    );
    tally.latenciesMs.push(performance.now() - started);
    if (placed.status === 200) tally.placed++;
    else if (placed.status === 409) tally.conflicts++;
    else tally.failures++;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

let server: ChildProcess | undefined;
try {
  await withClient(SERVER_URL, (c) => c.query(`CREATE DATABASE ${DB}`));
  const url = dbUrl(DB);
  server = await startServer({
    DATABASE_URL: url,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'suraksha-bench-checkout-')),
  });

  const { customers, slugs } = await withClient(url, async (c) => {
    // A stock change must say why (the ledger's trigger, decision 0099): here, a stocked-up shelf for the run.
    await c.query('begin');
    await c.query(`select set_config('suraksha.stock_reason', 'edit', true)`);
    const { rows } = await c.query<{ slug: string }>(
      `update products set stock = 1000000 where id in (select id from products where active and not on_request and price_paisa > 0 order by id limit $1) returning slug`,
      [PRODUCTS],
    );
    await c.query('commit');
    return { customers: await createCustomers(c), slugs: rows.map((r) => r.slug) };
  });

  const tally: Tally = { placed: 0, conflicts: 0, failures: 0, latenciesMs: [] };
  const started = Date.now();
  await Promise.all(customers.map((customer) => shop(customer, slugs, started + DURATION_S * 1000, tally)));
  const seconds = (Date.now() - started) / 1000;
  const sorted = tally.latenciesMs.toSorted((a, b) => a - b);

  const invariants = await withClient(url, async (c) => {
    const one = async (sql: string) => Number(Object.values((await c.query(sql)).rows[0] ?? { v: 0 })[0] ?? 0);
    return {
      'lowest wallet balance (paisa, must be ≥ 0)': await one(`select coalesce(min(balance_paisa), 0) from wallets`),
      'wallets whose ledger sum ≠ balance (must be 0)': await one(
        `select count(*) from wallets w where w.balance_paisa <> (select coalesce(sum(case when kind = 'credit' then amount_paisa else -amount_paisa end), 0) from wallet_ledger l where l.user_id = w.user_id)`,
      ),
      'lowest stock (must be ≥ 0)': await one(`select coalesce(min(stock), 0) from products`),
      'orders whose total ≠ subtotal − coupon − wallet + shipping (must be 0)': await one(
        `select count(*) from orders where total_paisa <> subtotal_paisa - coupon_paisa - wallet_paisa + shipping_paisa`,
      ),
      'orders whose subtotal ≠ sum of their lines (must be 0)': await one(
        `select count(*) from orders o where o.subtotal_paisa <> (select coalesce(sum(amount_paisa), 0) from order_items i where i.order_id = o.id)`,
      ),
      'orders placed by bench customers': await one(
        `select count(*) from orders o join users u on u.id = o.user_id where u.email like 'bench-%'`,
      ),
    };
  });

  const ok =
    invariants['lowest wallet balance (paisa, must be ≥ 0)'] >= 0 &&
    invariants['wallets whose ledger sum ≠ balance (must be 0)'] === 0 &&
    invariants['lowest stock (must be ≥ 0)'] >= 0 &&
    invariants['orders whose total ≠ subtotal − coupon − wallet + shipping (must be 0)'] === 0 &&
    invariants['orders whose subtotal ≠ sum of their lines (must be 0)'] === 0 &&
    invariants['orders placed by bench customers'] === tally.placed &&
    tally.failures === 0;

  const lines = [
    `# Checkout benchmark`,
    ``,
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)} at the end; server, PostgreSQL and the load generator share them),`,
    `PostgreSQL at ${new URL(SERVER_URL).host}: ${CUSTOMERS} customers at once for ${DURATION_S} s,`,
    `each looping add-to-bag → wallet quote → checkout (Idempotency-Key, one transaction with row locks) over ${slugs.length} shared products.`,
    ``,
    `| orders placed | orders/s | 409 (expected conflicts) | other failures | checkout p50 ms | checkout p99 ms |`,
    `|---:|---:|---:|---:|---:|---:|`,
    `| ${tally.placed} | ${(tally.placed / seconds).toFixed(1)} | ${tally.conflicts} | ${tally.failures} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} |`,
    ``,
    `Invariants after the run (${ok ? 'all hold' : 'VIOLATED'}):`,
    ``,
    ...Object.entries(invariants).map(([name, value]) => `- ${name}: ${value}`),
    ``,
  ].join('\n');
  process.stdout.write(`${lines}\n`);
  writeFileSync(path.join(ROOT, 'bench', 'results-checkout.md'), lines);
  process.stdout.write(`wrote bench/results-checkout.md\n`);
  if (!ok) process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await withClient(SERVER_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`)).catch(() => {});
}
