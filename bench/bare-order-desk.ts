// The yardstick of the order desk: a bare Fastify + pg route running the same three queries as
// GET /api/admin/orders (the page, the number that match, the count of each status tab), with no
// session, no validation, no schemas, no mapping. Our API is reported as a ratio of it.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });
const PER_PAGE = 25;
/** Nepal's midnight of a YYYY-MM-DD day, as an instant (UTC+5:45). */
const nepalMidnight = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - 345 * 60_000);

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
  if (query.from) where.push(`o.created_at >= ${param(nepalMidnight(query.from))}`);
  if (query.to) where.push(`o.created_at < ${param(nepalMidnight(query.to, 1))}`);
  const term = query.q?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = term.replace(/[\s-]/g, '');
    if (/^srk-?/i.test(term)) where.push(`o.order_number ilike ${param(`${term.toUpperCase()}%`)}`);
    else if (/^\+?\d{3,}$/.test(digits))
      where.push(`(o.phone ilike ${param(`%${digits.replace(/^\+/, '')}%`)} or s.phone ilike ${param(like)})`);
    else {
      const p = param(like);
      where.push(`(s.full_name ilike ${p} or o.email ilike ${p} or o.order_number ilike ${p})`);
    }
  }
  return where;
}

const FROM = 'from orders o inner join shipping_addresses s on s.order_id = o.id';
const and = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

app.get<{ Querystring: Query }>('/bare/orders', async (request) => {
  const query = request.query;
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const params: unknown[] = [];
  const rest = filters(query, params);
  const withStatus = query.status ? [...rest, `o.status = $${params.push(query.status)}`] : rest;
  const [rows, total, counts] = await Promise.all([
    pool.query(
      `select o.order_number, o.created_at, o.status, s.full_name, o.email, o.phone, s.state,
              (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items,
              o.coupon_paisa, o.wallet_paisa, o.total_paisa
         ${FROM} ${and(withStatus)} order by o.created_at desc, o.id desc limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`,
      params,
    ),
    pool.query(`select count(*)::int as n ${FROM} ${and(withStatus)}`, params),
    pool.query(
      `select o.status, count(*)::int as n ${FROM} ${and(rest)} group by o.status`,
      params.slice(0, params.length - (query.status ? 1 : 0)),
    ),
  ]);
  return { result: 'success', orders: rows.rows, total: total.rows[0]?.n ?? 0, counts: counts.rows };
});

app.get('/readyz', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 3905), host: '127.0.0.1' });
