import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

// Decision 0125: a process that only serves the storefront never loads pdfkit, sharp or nodemailer;
// they come on first use.
// A child process, as vitest's own module graph would already hold them from other tests.
const LIST_PACKAGES = `
import { registerHooks } from 'node:module';
const packages = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(resolved.url)?.[1];
    if (name) packages.add(name);
    return resolved;
  },
});
await import(process.argv[1]);
process.stdout.write(JSON.stringify([...packages]));
process.exit(0);
`;

describe('modules loaded on first use', () => {
  it('imports the whole app without pdfkit, sharp or nodemailer (the PDF, image and mail tests use them on demand)', () => {
    const run = (entry: string) =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', LIST_PACKAGES, entry], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'production' },
        }),
      ) as string[];
    const atStart = run(path.join(ROOT, 'apps/server/src/app.ts'));
    expect(atStart).toContain('fastify');
    expect(atStart).not.toContain('pdfkit');
    expect(atStart).not.toContain('sharp');
    expect(atStart).not.toContain('nodemailer');
  }, 60_000);
});
