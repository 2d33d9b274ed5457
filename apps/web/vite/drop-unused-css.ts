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
/** The rules of the drawers, dialogs, accordion and tabs: imported by the modules that show them (decision 0121). */
export const STOREFRONT_OVERLAYS = path.resolve(import.meta.dirname, '../app/styles/storefront-overlays.css');

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
const OVERLAY_CLASSES_BY_USE: Record<string, string[]> = {
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
  'Tabs (wallet and referrals)': ['nav-tabs', 'tab-content', 'tab-pane'],
  'close buttons (of the drawers and dialogs)': ['btn-close'],
};
const NAV_CLASSES = ['nav', 'nav-item', 'nav-link'];
const STATE_CLASSES = ['fade', 'show', 'showing', 'hiding', 'collapse', 'collapsing', 'collapsed', 'active', 'disabled'];
const PAGE_CLASSES_BY_USE: Record<string, string[]> = {
  'Tabs (wallet and referrals): what other navs share': NAV_CLASSES,
  'transitions and states': STATE_CLASSES,
  // The form kit marks a field the server refused (`is-invalid`); nothing marks one valid or a form validated.
  'form validation': ['is-invalid', 'invalid-feedback'],
};
const PAGE_RUNTIME_CLASSES = Object.values(PAGE_CLASSES_BY_USE).flat();
/** The classes overlay rules are combined with (`.modal.fade`, `.nav-tabs .nav-link.active`). */
const OVERLAY_PARTNERS = [...STATE_CLASSES, ...NAV_CLASSES];
/**
 * Classes of components that are never on screen when a page first paints: the drawers and dialogs open
 * on a tap (and their code comes with it, decision 0116), the accordion and the tabs are on two pages.
 * Their rules are cut from the render-blocking stylesheet into `storefront-overlays.css`.
 */
export const OVERLAY_CLASSES = Object.values(OVERLAY_CLASSES_BY_USE).flat();
/** Every class built at run time, overlays included. */
export const RUNTIME_CLASSES = [...OVERLAY_CLASSES, ...PAGE_RUNTIME_CLASSES];
/** A rule naming any class of these families belongs to the overlays, whatever else it names. */
const OVERLAY_FAMILIES = [/^offcanvas/, /^modal/, /^accordion/, /^btn-close/, /^nav-tabs$/, /^tab-content$/, /^tab-pane$/];

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

function safelist(files: string[], ownStyles: string[], standard: string[]): UserDefinedSafelist {
  const prefixes = new Set<string>();
  const variables = new Set<string>();
  for (const file of [...files, ...ownStyles]) {
    const source = readFileSync(file, 'utf8');
    for (const prefix of templatePrefixes(source)) prefixes.add(prefix);
    for (const variable of bootstrapVariables(source)) variables.add(variable);
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    standard: [...standard, ...[...prefixes].map((p) => new RegExp(`^${escape(p)}`)), ...RICH_TEXT_TAGS],
    variables: [...variables],
  };
}

/** Which part of Bootstrap a stylesheet keeps: what pages paint with, or only the overlays' rules. */
export type BootstrapPart = 'page' | 'overlays';

/**
 * `css` (Bootstrap) without the rules the storefront's sources never use, and cut in two: `page` keeps no
 * rule of an overlay family; `overlays` keeps only those (with the states they open and close with).
 */
export async function dropUnusedCss(css: string, part: BootstrapPart = 'page', sources = STOREFRONT_SOURCES): Promise<string> {
  const files = globSync(sources.content, { exclude: sources.skipped }).map((f) => path.resolve(f));
  const ownStyles = globSync(`${WEB}/app/**/*.css`).filter((f) => ![STOREFRONT_BOOTSTRAP, STOREFRONT_OVERLAYS].includes(path.resolve(f)));
  const [result] = await new PurgeCSS().purge(
    part === 'page'
      ? {
          content: files,
          css: [{ raw: css }],
          safelist: safelist(files, ownStyles, PAGE_RUNTIME_CLASSES),
          blocklist: OVERLAY_FAMILIES,
          // Custom properties, keyframes and font faces that no kept rule uses go too.
          variables: true,
          keyframes: true,
          fontFace: true,
        }
      : {
          // Only the overlays' classes count as used: their rules stay, every other rule goes.
          content: [{ raw: [...OVERLAY_CLASSES, ...OVERLAY_PARTNERS].join(' '), extension: 'html' }],
          css: [{ raw: css }],
          variables: true,
          keyframes: true,
          fontFace: true,
        },
  );
  return result?.css ?? css;
}

/** The Vite step: cuts app/styles/storefront-bootstrap.css and storefront-overlays.css in builds; `npm run dev` serves all of Bootstrap in each. */
export function dropUnusedStorefrontCss(): Plugin {
  return {
    name: 'suraksha:drop-unused-storefront-css',
    apply: 'build',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (file !== STOREFRONT_BOOTSTRAP && file !== STOREFRONT_OVERLAYS) return null;
      return { code: await dropUnusedCss(code, file === STOREFRONT_BOOTSTRAP ? 'page' : 'overlays'), map: null };
    },
  };
}
