import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../platform/database.ts';
import { databaseUrl, onServer, testEngine, uniqueName } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data dir dumped once; each test file loads its own copy (0.6 s instead of 4 s). */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/** Migrate once per run, so every test file starts from a fresh copy of an empty, migrated database. */
export default async function setup(project: TestProject) {
  if (testEngine() === 'postgres') {
    const name = uniqueName('suraksha_tpl');
    await onServer((c) => c.query(`CREATE DATABASE ${name}`));
    const handle = openPostgres(databaseUrl(name), () => {});
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const handle = await openPglite();
  await handle.migrate();
  const dump = await handle.dump();
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
