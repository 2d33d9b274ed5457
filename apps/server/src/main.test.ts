import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs the real process entry and collects what a person at the terminal would see. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('process entry (main.ts)', () => {
  it('exits with a clear one-line error when the database cannot be reached', async () => {
    const run = startServer({ DATABASE_URL: 'postgres://suraksha@127.0.0.1:1/suraksha', SEED_DEMO: 'false' });
    const code = await run.exited;
    expect(code).not.toBe(0);
    const { stderr } = run.output();
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^suraksha: cannot reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\)/);
  });

  it('refuses the demo defaults in production', async () => {
    const run = startServer({ NODE_ENV: 'production', DATABASE_URL: 'postgres://suraksha@127.0.0.1:1/suraksha' });
    expect(await run.exited).not.toBe(0);
    expect(run.output().stderr).toMatch(
      /refusing demo defaults in a live shop \(DEMO=true is for demos only\): API_KEYS holds the demo key/,
    );
  });

  it('starts on an empty data dir, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-main-'));
    const run = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', PORT: '0' });
    try {
      await expect.poll(() => run.output().stdout, { timeout: 100_000, interval: 200 }).toMatch(/Suraksha is running at/);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
