// The yardstick: a bare Fastify + pg route running the same query shape as our /api/home product
// rows, with no validation, no schemas, no hooks. Our API is reported as a ratio of this.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/bare/newest-products', async () => {
  const { rows } = await pool.query(
    `select p.id, p.title, p.slug, p.image, p.unit, p.on_request, b.title as brand, c.title as category
       from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
      where p.active order by p.created_at desc, p.id desc limit 8`,
  );
  return { result: 'success', products: rows };
});

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
