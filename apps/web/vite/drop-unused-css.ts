// The storefront's Bootstrap, cut at build time to the rules its screens use (decision 0115).
// Bootstrap is render-blocking on every page, and the shop uses a small part of it; PurgeCSS keeps a
// rule only when every class, id and element of its selector is named somewhere in the sources.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RICH_TEXT_TAGS } from '@suraksha/domain/rich-text-tags';
import { PurgeCSS, type UserDefinedSafelist } from 'purgecss';
import type { Plugin } from 'vite';

/** The stylesheet this step cuts: root.tsx imports it; the back office brings the whole of Bootstrap (admin/admin.css). */
export const STOREFRONT_BOOTSTRAP = path.resolve(import.meta.dirname, '../app/styles/storefront-bootstrap.css');

const WEB = path.resolve(import.meta.dirname, '..');
const DOMAIN = path.resolve(import.meta.dirname, '../../../packages/domain/src');

/**
 * Where the storefront names its classes: every screen but the back office's (which has its own copy),
 * and the pure rules that pick a class (order-status.ts's statusTone picks `text-bg-…`).
 */
export const STOREFRONT_SOURCES = {
  content: [`${WEB}/app/**/*.{ts,tsx}`, `${DOMAIN}/**/*.ts`],
  skipped: [`${WEB}/app/admin/**`, '**/*.test.{ts,tsx}', '**/test-support/**'],
};

/**
 * Classes no source of ours spells out: react-bootstrap's components build theirs from a prefix at run
 * time (`${bsPrefix}-header`), and Bootstrap's states come and go as they open and close. Exactly the
 * classes of the components the shop uses, with the props it gives them (drop-unused-css.test.tsx
 * renders each one open and checks that every class it shows is kept).
 */
const RUNTIME_CLASSES_BY_USE: Record<string, string[]> = {
  'Offcanvas placement="start" (the header menu, the search filters)': [
    'offcanvas',
    'offcanvas-start',
    'offcanvas-backdrop',
    'offcanvas-header',
    'offcanvas-title',
    'offcanvas-body',
  ],
  'Modal centered size="lg" backdrop="static" (the quote request, cancelling an order)': [
    'modal',
    'modal-dialog',
    'modal-dialog-centered',
    'modal-lg',
    'modal-content',
    'modal-header',
    'modal-title',
    'modal-body',
    'modal-backdrop',
    'modal-static',
    'modal-open',
  ],
  'Accordion (FAQs)': ['accordion', 'accordion-item', 'accordion-header', 'accordion-button', 'accordion-collapse', 'accordion-body'],
  'Tabs (wallet and referrals)': ['nav', 'nav-tabs', 'nav-item', 'nav-link', 'tab-content', 'tab-pane'],
  'close buttons': ['btn-close'],
  'transitions and states': ['fade', 'show', 'showing', 'hiding', 'collapse', 'collapsing', 'collapsed', 'active', 'disabled'],
  'form validation': ['is-valid', 'is-invalid', 'was-validated', 'valid-feedback', 'invalid-feedback', 'valid-tooltip', 'invalid-tooltip'],
};
export const RUNTIME_CLASSES = Object.values(RUNTIME_CLASSES_BY_USE).flat();

/** `className={`badge text-bg-${tone}`}`: every class with that prefix stays, whatever fills it in. */
export function templatePrefixes(source: string): string[] {
  return [...source.matchAll(/className=\{`([^`]*)`\}/g)].flatMap((className) =>
    [...(className[1] as string).matchAll(/(?:^|\s)([a-z][a-z0-9-]*-)\$\{/g)].map((m) => m[1] as string),
  );
}

/** Bootstrap's custom properties our own styles and inline styles read (`var(--bs-secondary-color)`): never dropped. */
export function bootstrapVariables(source: string): string[] {
  return [...source.matchAll(/--bs-[a-z0-9-]+/g)].map((m) => m[0]);
}

function safelist(files: string[], ownStyles: string[]): UserDefinedSafelist {
  const prefixes = new Set<string>();
  const variables = new Set<string>();
  for (const file of [...files, ...ownStyles]) {
    const source = readFileSync(file, 'utf8');
    for (const prefix of templatePrefixes(source)) prefixes.add(prefix);
    for (const variable of bootstrapVariables(source)) variables.add(variable);
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    standard: [...RUNTIME_CLASSES, ...[...prefixes].map((p) => new RegExp(`^${escape(p)}`)), ...RICH_TEXT_TAGS],
    variables: [...variables],
  };
}

/** `css` (Bootstrap) without the rules the storefront's sources never use. */
export async function dropUnusedCss(css: string, sources = STOREFRONT_SOURCES): Promise<string> {
  const files = globSync(sources.content, { exclude: sources.skipped }).map((f) => path.resolve(f));
  const ownStyles = globSync(`${WEB}/app/**/*.css`).filter((f) => path.resolve(f) !== STOREFRONT_BOOTSTRAP);
  const [result] = await new PurgeCSS().purge({
    content: files,
    css: [{ raw: css }],
    safelist: safelist(files, ownStyles),
    // Custom properties, keyframes and font faces that no kept rule uses go too.
    variables: true,
    keyframes: true,
    fontFace: true,
  });
  return result?.css ?? css;
}

/** The Vite step: cuts app/styles/storefront-bootstrap.css in builds; `npm run dev` serves all of Bootstrap. */
export function dropUnusedStorefrontCss(): Plugin {
  return {
    name: 'suraksha:drop-unused-storefront-css',
    apply: 'build',
    async transform(code, id) {
      if (id.split('?')[0] !== STOREFRONT_BOOTSTRAP) return null;
      return { code: await dropUnusedCss(code), map: null };
    },
  };
}
