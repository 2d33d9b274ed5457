// The yardstick of the order desk: a bare Fastify + pg route running the same two queries as
// GET /api/admin/orders (the page, and the count of each status tab, which also gives how many match), with no
// session, no validation, no schemas, no mapping. Our API is reported as a ratio of it.
import Fastify from 'fastify';
import pg from 'pg';
import { endOfNepalDay, startOfNepalDay } from '../packages/domain/src/nepal-time.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });
const PER_PAGE = 25;

interface Query {
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: string;
}

/** The WHERE of the desk's query (without the status: the tabs count under the rest), as the repo writes it. */
function filters(query: Query, params: unknown[]): string[] {
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.from) where.push(`o.created_at >= ${param(startOfNepalDay(query.from))}`);
  if (query.to) where.push(`o.created_at < ${param(endOfNepalDay(query.to))}`);
  const term = query.q?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = term.replace(/[\s-]/g, '').replace(/^\+/, '');
    if (/^srk-?/i.test(term)) where.push(`o.order_number like ${param(`${term.toUpperCase()}%`)}`);
    else if (/^\d{3,}$/.test(digits)) where.push(`o.phone ilike ${param(`%${digits}%`)}`);
    else {
      const p = param(like);
      where.push(`(o.customer_name ilike ${p} or o.email ilike ${p} or o.order_number ilike ${p})`);
    }
  }
  return where;
}

const FROM = 'from orders o inner join shipping_addresses s on s.order_id = o.id';

const and = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

app.get<{ Querystring: Query }>('/bare/orders', async (request) => {
  const query = request.query;
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const pageParams: unknown[] = [];
  const rest = filters(query, pageParams);
  const withStatus = query.status ? [...rest, `o.status = $${pageParams.push(query.status)}`] : rest;
  const countParams: unknown[] = [];
  const counted = filters(query, countParams);
  const [rows, counts] = await Promise.all([
    pool.query(
      `select o.order_number, o.created_at, o.status, o.customer_name, o.email, o.phone, s.state,
              (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items,
              o.coupon_paisa, o.wallet_paisa, o.total_paisa
         ${FROM} ${and(withStatus)} order by o.created_at desc, o.id desc limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`,
      pageParams,
    ),
    pool.query(`select o.status, count(*)::int as n from orders o ${and(counted)} group by o.status`, countParams),
  ]);
  const byStatus = counts.rows as { status: string; n: number }[];
  const total = byStatus.filter((r) => !query.status || r.status === query.status).reduce((sum, r) => sum + r.n, 0);
  return { result: 'success', orders: rows.rows, total, counts: byStatus };
});

app.get('/readyz', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 3905), host: '127.0.0.1' });
