import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '..');
const CHROME = path.join(APP, 'styles/storefront-chrome.css');
const bundled = [...readFileSync(CHROME, 'utf8').matchAll(/@import '([^']+)';/g)].map((m) =>
  path.resolve(path.dirname(CHROME), m[1] as string),
);

/** Every sheet a module of the app imports itself, as absolute paths. */
function sheetsImportedByModules(): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  for (const file of globSync(`${APP}/**/*.{ts,tsx}`, { exclude: (f) => f.includes('.test.') })) {
    for (const m of readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)) {
      const sheet = path.resolve(path.dirname(file), m[1] as string);
      importers.set(sheet, [...(importers.get(sheet) ?? []), path.relative(APP, file)]);
    }
  }
  return importers;
}

describe("the storefront chrome's stylesheets (decision 0126)", () => {
  it('are one sheet the root imports, so every page waits for one stylesheet of them and not a dozen', () => {
    expect(bundled.length).toBeGreaterThan(10);
    expect(sheetsImportedByModules().get(CHROME)).toEqual(['root.tsx']);
  });

  it('are imported by no component of their own: a component importing one again would split it out into a sheet of its own', () => {
    const importers = sheetsImportedByModules();
    const again = bundled.filter((sheet) => importers.has(sheet)).map((sheet) => `${path.relative(APP, sheet)} ← ${importers.get(sheet)}`);
    expect(again).toEqual([]);
  });
});
