// `npm run lint`: fails when a package in package-lock.json runs an install script that
// package.json `allowScripts` does not approve by name (docs/decisions/0089).
// Usage: node scripts/check-install-scripts.mjs [folder holding package.json and package-lock.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unapprovedInstallScripts } from './lib/lockfile-rules.mjs';

const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (name) => JSON.parse(readFileSync(path.join(root, name), 'utf8'));
const { allowScripts } = readJson('package.json');

const problems = unapprovedInstallScripts(readJson('package-lock.json'), allowScripts);
if (problems.length > 0) {
  process.stderr.write(`${problems.map((p) => `✗ ${p}`).join('\n')}\n`);
  process.stderr.write('Read what the script runs; approve it by adding the package to allowScripts in package.json.\n');
  process.exit(1);
}
