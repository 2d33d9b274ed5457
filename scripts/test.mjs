// `npm test`: install, build, then every check — lint, typecheck, unit and integration tests on
// PGlite (again on PostgreSQL when TEST_DATABASE_URL is set), Playwright journeys in Chromium —
// and one closing line "N passed, N failed" summing them all.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIN, ensureBuilt, ensureInstalled, run, say } from './lib/prepare.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const tally = [];
const record = (name, passed, failed, note = '') => tally.push({ name, passed, failed, note });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'suraksha-test-run-'));
const bin = (name) => path.join(BIN, name);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A check that is one pass or one fail (lint, typecheck). */
function check(name, command, args, opts) {
  say(name);
  const status = run(command, args, opts);
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

function vitest(name, args, env) {
  say(name);
  const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const status = run(bin('vitest'), ['run', ...args], {
    env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH}`, VITEST_JSON: out, ...env },
  });
  const report = readJson(out);
  if (!report) return record(name, 0, 1, `vitest exited ${status} without a report`);
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(name, report.numPassedTests, failed);
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((c) => c && existsSync(c));
}

function playwright() {
  const name = 'e2e (Playwright, Chromium)';
  const chrome = findChromium();
  if (!chrome) {
    const how = 'install it with: apt-get install -y chromium fonts-liberation (or set CHROME_PATH)';
    if (CI) return record(name, 0, 1, `no Chromium found; ${how}`);
    process.stdout.write(`\n!!! SKIPPING the browser journeys: no Chromium found. ${how}\n`);
    return record(name, 0, 0, 'skipped: no Chromium');
  }
  say(name);
  const out = path.join(tmp, 'e2e.json');
  const status = run(bin('playwright'), ['test'], {
    env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH}`, CHROME_PATH: chrome, PLAYWRIGHT_JSON: out },
  });
  const report = readJson(out);
  if (!report) return record(name, 0, 1, `playwright exited ${status} without a report`);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  record(name, expected + flaky, unexpected + (status !== 0 && unexpected === 0 ? 1 : 0));
}

try {
  ensureInstalled();
  ensureBuilt();
} catch (err) {
  process.stderr.write(`suraksha: ${err.message}\n`);
  record('install and build', 0, 1);
}

if (tally.length === 0) {
  // npm run lint: oxlint, then oxfmt --check (decision 0072).
  check('lint and format', 'npm', ['run', '-s', 'lint']);
  check('typecheck', 'npm', ['run', '-s', 'typecheck']);
  // The Redis suites run only where Redis is configured; in CI that must be always.
  if (CI && !process.env.REDIS_URL) record('Redis configured', 0, 1, 'CI=true but REDIS_URL is not set');
  vitest('unit + integration (PGlite)', [], { TEST_DB: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    vitest('integration (PostgreSQL)', ['--project', 'server'], { TEST_DB: 'postgres' });
  } else if (CI) {
    record('integration (PostgreSQL)', 0, 1, 'CI=true but TEST_DATABASE_URL is not set');
  } else {
    process.stdout.write('\n!!! Not running the PostgreSQL pass: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)\n');
  }
  playwright();
}
rmSync(tmp, { recursive: true, force: true });

const passed = tally.reduce((n, t) => n + t.passed, 0);
const failed = tally.reduce((n, t) => n + t.failed, 0);
process.stdout.write('\nSummary\n');
for (const t of tally)
  process.stdout.write(`  ${t.failed ? '✗' : '✓'} ${t.name}: ${t.passed} passed, ${t.failed} failed${t.note ? ` (${t.note})` : ''}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
