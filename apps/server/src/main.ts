import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { seedDemoShopIfEmpty } from './db/seed/seed-if-empty.ts';
import { sealPlainTotpSecrets, staffSecretKeyOf } from './modules/staff/totp-secret-box.ts';
import { runPrimary } from './platform/cluster-primary.ts';
import { type DatabaseHandle, openDatabase } from './platform/database.ts';
import { rootCause } from './platform/database-errors.ts';
import { openRedis } from './platform/redis.ts';

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

async function openReadyDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(config, (err) => {
    process.stderr.write(`suraksha: database connection lost: ${err.message}\n`);
  }).catch((err: unknown) => fail(`cannot open ${describeDatabase(config.DATABASE_URL)}: ${rootCause(err)}`));
  try {
    await database.ping(5000);
  } catch (err) {
    fail(`cannot reach ${describeDatabase(config.DATABASE_URL)} (${rootCause(err)}). Is it running? Check DATABASE_URL.`);
  }
  return database;
}

/** Migrations and the first-run seed happen once, before any process serves. */
async function prepareDatabase(config: Config, database: DatabaseHandle) {
  await database.migrate().catch((err: unknown) => fail(`migrations failed: ${rootCause(err)}`));
  // Before any worker starts: a generated demo key is written once, and secrets from before sealing are sealed.
  await sealPlainTotpSecrets(database.db, staffSecretKeyOf(config));
  if (config.SEED_DEMO) await seedDemoShopIfEmpty(database.db, config);
}

async function serve(config: Config, database: DatabaseHandle) {
  const redis = config.REDIS_URL
    ? openRedis(config.REDIS_URL, (err) => app.log.warn({ err: err.message }, 'redis unavailable'))
    : undefined;
  const app = await buildApp({ config, database, redis });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    fail(`cannot listen on ${config.HOST}:${config.PORT}: ${(err as Error).message}`);
  }
  if (cluster.isPrimary)
    process.stdout.write(`\nSuraksha is running at ${config.PUBLIC_URL}  (API docs: ${config.PUBLIC_URL}/api/docs)\n\n`);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  const database = await openReadyDatabase(config);
  await prepareDatabase(config, database);
  await database.close();
  runPrimary(config.WEB_CONCURRENCY, () =>
    process.stdout.write(`\nSuraksha is running at ${config.PUBLIC_URL} with ${config.WEB_CONCURRENCY} workers\n\n`),
  );
} else {
  const database = await openReadyDatabase(config);
  if (cluster.isPrimary) await prepareDatabase(config, database);
  await serve(config, database);
}
