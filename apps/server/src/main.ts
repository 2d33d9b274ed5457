import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/database.ts';
import { seedDemoShopIfEmpty } from './db/seed/seed-if-empty.ts';

/** Process entry: config → database → migrations → seed (first run) → listen; graceful shutdown. */
function fail(message: string): never {
  process.stderr.write(`suraksha: ${message}\n`);
  process.exit(1);
}

function describeDatabase(url: string | undefined): string {
  if (!url) return 'the embedded database';
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || 5432}`;
  } catch {
    return 'PostgreSQL';
  }
}

let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, (err) => {
  process.stderr.write(`suraksha: database connection lost: ${err.message}\n`);
}).catch((err: Error) => fail(`cannot open ${describeDatabase(config.DATABASE_URL)}: ${err.message}`));

try {
  await database.ping(5000);
} catch (err) {
  const e = err as Error & { code?: string };
  fail(`cannot reach ${describeDatabase(config.DATABASE_URL)} (${e.code ?? e.message}). Is it running? Check DATABASE_URL.`);
}
await database.migrate().catch((err: Error) => fail(`migrations failed: ${err.message}`));
if (config.SEED_DEMO) await seedDemoShopIfEmpty(database.db, config);

const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('in-flight requests did not finish in 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  fail(`cannot listen on ${config.HOST}:${config.PORT}: ${(err as Error).message}`);
}
const shown = config.PUBLIC_URL;
process.stdout.write(`\nSuraksha is running at ${shown}  (API docs: ${shown}/api/docs)\n\n`);
