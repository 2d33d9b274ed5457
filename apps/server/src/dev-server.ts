import type { ViteDevServer } from 'vite';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoShopIfEmpty } from './db/seed/seed-if-empty.ts';
import { sealPlainTotpSecrets, staffSecretKeyOf } from './modules/staff/totp-secret-box.ts';
import { type DatabaseHandle, openDatabase } from './platform/database.ts';

/**
 * `npm run dev`: React Router's Vite dev server loads this factory and sends every request that is
 * not a Vite asset to the Fastify app it returns. Vite rebuilds the app after each change; the
 * database is opened once per process and kept on globalThis, so a reload does not reopen it.
 */
const holder = globalThis as { surakshaDevDatabase?: Promise<DatabaseHandle> };

export async function createServer(vite: ViteDevServer) {
  const config = loadConfig();
  holder.surakshaDevDatabase ??= (async () => {
    const database = await openDatabase(config, (err) => {
      console.error(`database connection lost: ${err.message}`);
    });
    await database.migrate();
    await sealPlainTotpSecrets(database.db, staffSecretKeyOf(config));
    if (config.SEED_DEMO) await seedDemoShopIfEmpty(database.db, config);
    return database;
  })();
  const database = await holder.surakshaDevDatabase;
  return buildApp({ config, database, web: { devServer: vite } });
}
