import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => path.join(scripts, 'fixtures', name);

/** Runs one of the lockfile checks on a fixture folder, as `npm run lint` runs it on the repository. */
function check(script, folder) {
  const res = spawnSync(process.execPath, [path.join(scripts, script), folder], { encoding: 'utf8' });
  return { status: res.status, stderr: res.stderr };
}

describe('check-install-scripts', () => {
  it('passes a lockfile whose install scripts are all reviewed: approved by name or pinned version, or denied', () => {
    expect(check('check-install-scripts.mjs', fixture('approved-install-scripts'))).toEqual({ status: 0, stderr: '' });
  });

  it('fails on a package that gains an install script allowScripts has not reviewed, and names it', () => {
    const res = check('check-install-scripts.mjs', fixture('new-install-script'));
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('left-pad-postinstall@1.0.0 (node_modules/left-pad-postinstall) runs an install script');
    expect(res.stderr).not.toMatch(/esbuild|libxmljs2|node@24/);
  });

  it('holds a pinned approval to its version: another version of the package is a new script to review', () => {
    const res = check('check-install-scripts.mjs', fixture('new-install-script'));
    expect(res.stderr).toContain('node@22.0.0 (node_modules/tsx/node_modules/node) runs an install script');
  });

  it('passes the repository itself', () => {
    expect(check('check-install-scripts.mjs', path.join(scripts, '..')).status).toBe(0);
  });
});

describe('check-lockfile-integrity', () => {
  it('passes a lockfile where every package has a hash (workspace links have none and need none)', () => {
    expect(check('check-lockfile-integrity.mjs', fixture('approved-install-scripts'))).toEqual({ status: 0, stderr: '' });
  });

  it('fails on a package without an integrity hash, and names it', () => {
    const res = check('check-lockfile-integrity.mjs', fixture('missing-integrity'));
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('zod@4.6.7 (node_modules/zod) has no integrity hash');
  });
});
