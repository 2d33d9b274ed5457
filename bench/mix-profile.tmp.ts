import pg from 'pg';
import { catalogueApiPaths } from './catalogue-urls.ts';
import { measureUrls, start, stopProcess } from './support.ts';
const DB = 'postgres://postgres@127.0.0.1:5432/suraksha_lead';
const c = new pg.Client({ connectionString: DB });
await c.connect();
const first = `select * from (select * from products order by id limit 10000) f where active`;
const column = async (sql: string) => (await c.query(sql)).rows.map((r: { v: string }) => r.v);
const words = {
  titles: await column(`select title as v from (${first}) p order by id`),
  brands: (await c.query('select slug, title from brands order by id')).rows,
  categorySlugs: await column('select slug as v from categories order by id'),
  sizes: await column(`select distinct size as v from (${first}) p where size is not null and size <> '' order by 1`),
  colors: await column(`select distinct color as v from (${first}) p where color is not null and color <> '' order by 1`),
};
await c.end();
const paths = catalogueApiPaths(words, 2000);
const env = {
  DATABASE_URL: DB,
  DATA_DIR: '/tmp/lead-data',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  API_KEYS: 'k',
  SEED_DEMO: 'false',
  STAFF_SECRET_KEY: 'c3'.repeat(32),
  PORT: '4601',
  PUBLIC_URL: 'http://127.0.0.1:4601',
  CATALOG_CACHE_SECONDS: '0',
};
const server = await start(
  [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'apps/server/src/main.ts'],
  env,
  'http://127.0.0.1:4601/readyz',
);
await new Promise((r) => setTimeout(r, 12000));
const row = await measureUrls('mix cache off', 'http://127.0.0.1:4601', paths, {
  connections: 50,
  seconds: 10,
  headers: { 'x-api-key': 'k' },
});
console.log(JSON.stringify({ rps: row.rps, p50: row.p50, p99: row.p99, errors: row.errors }));
await stopProcess(server);
