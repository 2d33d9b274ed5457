// Shared by `npm start` and `npm test`: install when the lock file changed, build the web app
// when its sources changed. Plain JavaScript that runs on any Node ≥ 18, because on a fresh
// clone npm starts these scripts with the machine's Node, before the pinned Node 24 is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
export const NODE = path.join(BIN, 'node');
const WEB = path.join(ROOT, 'apps', 'web');
const HASH_FILE = path.join(WEB, 'build', '.source-hash');

/** Environment in which every tool runs on the pinned Node 24. */
export function toolEnv(extra = {}) {
  return { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

export function run(command, args, opts = {}) {
  const res = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, env: toolEnv(), ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function say(message) {
  process.stdout.write(`\n▶ ${message}\n`);
}

/**
 * Install when node_modules is missing or older than package-lock.json. `npm install` with the
 * committed lock (exact pins) rather than `npm ci`: npm 11 leaves the other platforms' optional
 * binaries (oxlint's) out of the lock and then `npm ci` refuses the lock as out of sync.
 */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && existsSync(NODE) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing dependencies (npm install)…');
  const status = run('npm', ['install', '--no-audit', '--no-fund'], { env: process.env });
  if (status !== 0) throw new Error('npm install failed');
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else yield full;
  }
}

function webSourceHash() {
  const hash = createHash('sha256');
  const roots = [WEB, path.join(ROOT, 'packages'), path.join(ROOT, 'package-lock.json')];
  const files = roots.flatMap((r) => (statSync(r).isDirectory() ? [...sourceFiles(r)] : [r])).toSorted();
  for (const file of files) hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** `react-router build` when the web app or the packages it bundles changed since the last build. */
export function ensureBuilt() {
  const current = webSourceHash();
  if (existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8') === current) return;
  say('Building the web app (react-router build)…');
  const status = run(path.join(BIN, 'react-router'), ['build'], { cwd: WEB });
  if (status !== 0) throw new Error('react-router build failed');
  writeFileSync(HASH_FILE, current);
}
