// Seeds the demo shop, or adds generated products for scale tests:
//   node apps/server/src/db/seed/seed-cli.ts [--products N] [--reset]
// Uses PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/database.ts';
import { seedBulkProducts } from './bulk-products.ts';
import { createProgressBar } from './progress-bar.ts';
import { resetShopData } from './reset-shop-data.ts';
import { seedDemoShopIfEmpty } from './seed-if-empty.ts';

const USAGE = `usage: node apps/server/src/db/seed/seed-cli.ts [--products N] [--reset]
  (no flags)     seed the demo shop if the database is empty
  --products N   also add N generated products after the existing ones (e.g. 100000)
  --reset        empty every table first, then seed the demo shop again`;

function parseCount(text: string | undefined): number | null {
  if (text === undefined) return null;
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`--products needs a positive whole number, got "${text}"`);
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const productCount = parseCount(values.products);
  const config = loadConfig();
  // The demo creates accounts with a published password and --reset deletes everything.
  if (!config.DEMO) throw new Error('refusing to seed demo data into a live shop (NODE_ENV=production without DEMO=true)');

  const database = await openDatabase(config, (err) => {
    console.error(`database pool error: ${err.message}`);
  });
  try {
    await database.migrate();
    if (values.reset) {
      await resetShopData(database.db);
      console.error('reset: every table emptied');
    }
    const startedAt = performance.now();
    const seeded = await seedDemoShopIfEmpty(database.db, config);
    console.error(
      seeded ? `demo shop seeded in ${Math.round(performance.now() - startedAt)} ms` : 'demo shop already present: left as it is',
    );
    if (productCount !== null) {
      const bar = createProgressBar('products', productCount);
      const { firstIndex } = await seedBulkProducts(database.db, config.DATA_DIR, productCount, (done) => bar.update(done));
      bar.finish();
      console.error(`added generator indices ${firstIndex}–${firstIndex + productCount - 1}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
