// The Playwright web server (playwright.config.ts): the e2e fixtures go into the database first,
// then the shop starts exactly as `npm start` starts it. One process, so the server's modules load
// once; the database is closed in between, as the server expects to open it itself.
import { rootCause } from '../../apps/server/src/platform/database-errors.ts';
import { prepareE2eData } from './prepare-data.ts';

// Rate-limit counters start from zero like the fresh data dir: without Redis they live in this
// process. With CI's REDIS_URL they would outlive the run, and a few runs in one hour fill the
// per-IP register counter (20 an hour), so journeys that register an account get 429s.
delete process.env.REDIS_URL;

try {
  await prepareE2eData();
} catch (err) {
  process.stderr.write(`e2e: preparing the data failed: ${rootCause(err)}\n`);
  process.exit(1);
}
await import('../../apps/server/src/main.ts');
