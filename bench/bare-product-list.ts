// The yardstick of the back office's product list: a bare Fastify + pg route running the same
// queries as GET /api/admin/products (the category tree when a category is asked for, the page
// with its brand and category, and the count), with no session, no validation, no schemas, no
// mapping. Our API is reported as a ratio of it.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

type Query = Record<string, string | undefined>;

const ORDER: Record<string, string> = {
  updated_desc: 'p.updated_at desc, p.id desc',
  updated_asc: 'p.updated_at asc, p.id asc',
  title_asc: 'p.title asc, p.id asc',
  title_desc: 'p.title desc, p.id desc',
  price_asc: 'p.price_paisa asc, p.id asc',
  price_desc: 'p.price_paisa desc, p.id desc',
  stock_asc: 'p.stock asc, p.id asc',
  stock_desc: 'p.stock desc, p.id desc',
};

/** The category and every category under it, as the service widens it. */
async function withDescendants(root: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number; parent_id: number | null }>('select id, parent_id from categories');
  const ids = [root];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parent_id === ids[i] && !ids.includes(r.id)) ids.push(r.id);
  return ids;
}

/** The WHERE of the list's query, as the repo writes it. */
async function filters(query: Query, params: unknown[]): Promise<string> {
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const term = query.q?.trim();
  if (term) {
    const escape = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(`(p.title ilike ${param(`%${escape(term)}%`)} or lower(p.sku) like ${param(`${escape(term.toLowerCase())}%`)})`);
  }
  if (query.brand) where.push(`p.brand_id = ${param(Number(query.brand))}`);
  if (query.category) where.push(`p.category_id = any(${param(await withDescendants(Number(query.category)))})`);
  if (query.active) where.push(`p.active = ${param(query.active === 'yes')}`);
  if (query.on_request) where.push(`p.on_request = ${param(query.on_request === 'yes')}`);
  if (query.stock === 'out') where.push('p.stock = 0');
  if (query.stock === 'low') where.push('p.stock > 0 and p.stock <= p.low_stock_at');
  if (query.stock === 'in') where.push('p.stock > p.low_stock_at');
  if (query.offer) where.push(`p.offer_price_paisa is ${query.offer === 'yes' ? 'not ' : ''}null`);
  return where.length ? `where ${where.join(' and ')}` : '';
}

app.get<{ Querystring: Query }>('/bare/products', async (request) => {
  const query = request.query;
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const perPage = Number(query.per_page ?? 50) || 50;
  const pageParams: unknown[] = [];
  const countParams: unknown[] = [];
  const [pageWhere, countWhere] = [await filters(query, pageParams), await filters(query, countParams)];
  const [rows, counted] = await Promise.all([
    pool.query(
      `select p.id, p.title, p.sku, p.slug, p.image, b.title as brand, c.title as category, p.price_paisa, p.offer_price_paisa,
              p.on_request, p.stock, p.low_stock_at, p.active, p.updated_at
         from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
         ${pageWhere} order by ${ORDER[query.sort ?? 'updated_desc'] ?? ORDER.updated_desc} limit ${perPage} offset ${(page - 1) * perPage}`,
      pageParams,
    ),
    pool.query(`select count(*)::int as n from products p ${countWhere}`, countParams),
  ]);
  return { result: 'success', products: rows.rows, total: counted.rows[0]?.n ?? 0 };
});

app.get('/readyz', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 3907), host: '127.0.0.1' });
