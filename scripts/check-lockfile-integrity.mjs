// `npm run lint`: fails when a package in package-lock.json has no integrity hash, which
// lockfile-lint lets through (it checks the hash's type only where one is present; decision 0089).
// Usage: node scripts/check-lockfile-integrity.mjs [folder holding package-lock.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingIntegrity } from './lib/lockfile-rules.mjs';

const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = missingIntegrity(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')));
if (problems.length > 0) {
  process.stderr.write(`${problems.map((p) => `✗ ${p}`).join('\n')}\n`);
  process.exit(1);
}
