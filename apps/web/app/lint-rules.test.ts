// `npm run lint` holds the web app's layers (shared → features → routes, .oxlintrc.json, decision
// 0070) and the format (oxfmt, decision 0072): these tests write probe files that break a rule and
// check that the tool `npm run lint` runs refuses them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP = path.join(ROOT, 'apps/web/app');
const probes: string[] = [];

/**
 * Writes the files (path under app/ → source) and checks them with oxlint (or oxfmt); returns its report.
 * Each probe sits in a folder of its own (zz-probe-…): the folder is removed afterwards, whatever else it holds.
 */
function lint(files: Record<string, string>, tool: 'oxlint' | 'oxfmt' = 'oxlint'): { failed: boolean; report: string } {
  const written = Object.entries(files).map(([file, source]) => {
    const full = path.join(APP, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
    return full;
  });
  const folders = [...new Set(written.map((f) => path.dirname(f)))];
  const shared = folders.find((dir) => !path.basename(dir).startsWith('zz-probe'));
  if (shared) throw new Error(`${shared}: a probe must sit in a zz-probe-… folder of its own, which is removed afterwards`);
  probes.push(...folders);
  const bin = path.join(ROOT, 'node_modules/.bin', tool);
  const flags = tool === 'oxlint' ? ['--deny-warnings'] : ['--check'];
  const res = spawnSync(bin, [...flags, ...written.map((f) => path.relative(ROOT, f))], { cwd: ROOT, encoding: 'utf8' });
  return { failed: res.status !== 0, report: res.stdout + res.stderr };
}

afterEach(() => {
  for (const dir of probes.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('import boundaries', () => {
  it('refuses a feature importing another feature', () => {
    const { failed, report } = lint({
      'features/zz-probe-a/probe.ts': "import { useBag } from '../cart/use-bag.ts';\nexport const probe = useBag;\n",
    });
    expect(failed).toBe(true);
    expect(report).toContain('Features import neither each other nor routes');
  });

  it('refuses shared code importing a feature', () => {
    const { failed, report } = lint({
      'lib/zz-probe-b/probe.ts': "import { useBag } from '../../features/cart/use-bag.ts';\nexport const probe = useBag;\n",
    });
    expect(failed).toBe(true);
    expect(report).toContain('app/lib and app/ui are shared code');
  });

  it.each([
    ['a route', 'routes/zz-probe-m/probe.tsx'],
    ['a feature', 'features/zz-probe-m/probe.ts'],
    ['shared code', 'ui/zz-probe-m/probe.ts'],
  ])("refuses %s writing money with the domain's formatter instead of app/lib/money.ts", (_, file) => {
    const { failed, report } = lint({
      [file]: "import { formatRupees } from '@suraksha/domain/money';\nexport const probe = formatRupees;\n",
    });
    expect(failed).toBe(true);
    expect(report).toContain('Pages write money through app/lib/money.ts');
  });

  it('refuses a storefront page importing the back office, and the back office importing a feature', () => {
    const page = lint({
      'routes/zz-probe-a1/probe.tsx': "import { ADMIN_NAV } from '../../admin/admin-nav.ts';\nexport const probe = ADMIN_NAV;\n",
    });
    expect(page.failed).toBe(true);
    expect(page.report).toContain('No storefront page imports the back office');
    const admin = lint({
      'admin/zz-probe-a2/probe.ts': "import { useBag } from '../../features/cart/use-bag.ts';\nexport const probe = useBag;\n",
    });
    expect(admin.failed).toBe(true);
    expect(admin.report).toContain('The back office (app/admin) builds on app/lib and app/ui only');
  });

  it('accepts a feature importing shared code and its own files', () => {
    const { failed, report } = lint({
      'features/zz-probe-c/probe.ts':
        "import { errorMessageOf } from '../../lib/api-errors.ts';\nimport { other } from './other.ts';\nexport const probe = [errorMessageOf, other];\n",
      'features/zz-probe-c/other.ts': 'export const other = 1;\n',
    });
    expect(report).not.toContain('no-restricted-imports');
    expect(failed).toBe(false);
  });

  it('refuses an import cycle', () => {
    const { failed, report } = lint({
      'lib/zz-probe-d/one.ts': "import { two } from './two.ts';\nexport const one = () => two();\n",
      'lib/zz-probe-d/two.ts': "import { one } from './one.ts';\nexport const two = () => one();\n",
    });
    expect(failed).toBe(true);
    expect(report).toContain('no-cycle');
  });
});

describe('format', () => {
  it('refuses unformatted code and accepts it formatted', () => {
    expect(lint({ 'lib/zz-probe-e/probe.ts': 'export const probe  =  { a:1 }\n' }, 'oxfmt').failed).toBe(true);
    expect(lint({ 'lib/zz-probe-f/probe.ts': 'export const probe = { a: 1 };\n' }, 'oxfmt').failed).toBe(false);
  });
});
