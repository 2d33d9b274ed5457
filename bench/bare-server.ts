// The yardstick: bare Fastify + pg routes running the same query shapes as our search and category
// listing (same SQL, same parallelism), with no validation, no schemas, no hooks, no mapping.
// Our API is reported as a ratio of these. The hello route and the lookup by primary key are the
// floors beside bench/catalogue-mix.ts: what this machine serves at all, and with one query each.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

const PER_PAGE = 24;
const CARD = `select p.id, p.title, p.slug, p.image, p.unit, p.on_request, p.price_paisa, p.offer_price_paisa, b.title as brand, c.title as category
  from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id`;
const BRANDS = 'select id, title, slug, featured from brands order by position, title';
const TREE = 'select id, title, slug, parent_id from categories order by position, title';

// The floor of any route on this machine: Fastify answering a constant, no database.
app.get('/bare/hello', async () => ({ hello: 'world' }));

/** The floor of a route that reads PostgreSQL: one product card by primary key. */
app.get<{ Params: { id: string } }>('/bare/products/:id', async (request, reply) => {
  const { rows } = await pool.query(`${CARD} where p.id = $1`, [Number(request.params.id)]);
  return rows[0] ? { result: 'success', product: rows[0] } : reply.code(404).send({ result: 'error' });
});

app.get('/bare/newest-products', async () => {
  const { rows } = await pool.query(`${CARD} where p.active order by p.created_at desc, p.id desc limit 8`);
  return { result: 'success', products: rows };
});

/** GET /api/products?search=: brands and tree, then the page (narrow ids first) and the facet counts in one grouped pass. */
app.get<{ Querystring: { search?: string } }>('/bare/search', async (request) => {
  const term = String(request.query.search ?? '').trim();
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const tsquery = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  const [brands, tree] = await Promise.all([pool.query(BRANDS), pool.query(TREE)]);
  const match = `p.search_vector @@ to_tsquery('english', $1)`;
  const order = `(lower(p.title) = lower($2)) desc, ts_rank_cd(p.search_vector, to_tsquery('english', $1)) desc, p.created_at desc, p.id desc`;
  const [page, facets] = await Promise.all([
    pool.query(
      `${CARD} inner join (select p.id from products p where p.active and ${match} order by ${order} limit ${PER_PAGE} offset 0) page_ids on page_ids.id = p.id order by ${order}`,
      [tsquery, term],
    ),
    pool.query(
      `select case when grouping(p.brand_id) = 0 then 'brand' when grouping(p.category_id) = 0 then 'category'
                   when grouping(p.size) = 0 then 'size' when grouping(p.color) = 0 then 'color' else 'all' end as facet,
              case when grouping(p.brand_id) = 0 then p.brand_id::text when grouping(p.category_id) = 0 then p.category_id::text
                   when grouping(p.size) = 0 then p.size when grouping(p.color) = 0 then p.color end as value,
              count(*)::float8 as n_brand, count(*)::float8 as n_category, count(*)::float8 as n_size, count(*)::float8 as n_color,
              max(case when p.on_request then null else nullif(coalesce(p.offer_price_paisa, p.price_paisa), 0) end)::float8 as max_price,
              count(*)::float8 as total, count(*)::float8 as matched
         from products p where p.active and ${match}
        group by grouping sets ((p.brand_id), (p.category_id), (p.size), (p.color), ())`,
      [tsquery],
    ),
  ]);
  return { result: 'success', brands: brands.rows, categories: tree.rows, products: page.rows, facets: facets.rows };
});

/** GET /api/categories/{slug}: the category and the tree, then a page of its products (children included) and the count. */
app.get<{ Params: { slug: string } }>('/bare/category/:slug', async (request, reply) => {
  const [found, tree] = await Promise.all([
    pool.query(
      'select id, title, slug, image, parent_id, description, seo_title, seo_description, seo_keyword from categories where slug = $1 limit 1',
      [request.params.slug],
    ),
    pool.query(TREE),
  ]);
  const category = found.rows[0];
  if (!category) return reply.code(404).send({ result: 'error' });
  const ids = [category.id];
  for (let i = 0; i < ids.length; i++) for (const c of tree.rows) if (c.parent_id === ids[i]) ids.push(c.id);
  const order = 'p.created_at desc, p.id desc';
  const [page, total] = await Promise.all([
    pool.query(
      `${CARD} inner join (select p.id from products p where p.active and p.category_id = any($1) order by ${order} limit ${PER_PAGE} offset 0) page_ids on page_ids.id = p.id order by ${order}`,
      [ids],
    ),
    pool.query('select count(*)::int as total from products p where p.active and p.category_id = any($1)', [ids]),
  ]);
  return { result: 'success', category, products: page.rows, total: total.rows[0].total };
});

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
