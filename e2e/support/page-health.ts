import { type Page, expect } from '@playwright/test';

/** The page has hydrated: React has taken over the server's HTML (root.tsx marks <html>). */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** React's hydration complaints, in development words or production's minified error numbers (418–425). */
export const HYDRATION = /hydrat|did not match|Minified React error #4(1[89]|2[0-5])/i;

/**
 * The console errors and warnings and uncaught errors of a page from now on (React reports a hydration
 * mismatch there), each with the page it came from; `only` keeps those it matches. A resource's HTTP
 * status ("Failed to load resource", the 404 page's own) is the test's business, not a problem here.
 */
export function consoleProblems(page: Page, { only }: { only?: RegExp } = {}): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (only ? only.test(text) : !text.startsWith('Failed to load resource')) problems.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(message.text());
  });
  page.on('pageerror', (error) => note(error.message));
  return problems;
}

/** Paths that are the same in both languages: files, the API and the language switch itself. */
const SAME_IN_BOTH = /^\/(media|uploads|api|language)\/|^\/catalogues\/[^/]+\/download$|\.[a-z0-9]{2,5}$/i;

/**
 * The site links and form actions inside `scope` (the page's own content by default) that lead out of
 * the Nepali site: every page path must stay under /ne there.
 */
export async function linksOutOfNepali(page: Page, scope = 'main'): Promise<string[]> {
  const targets = await page
    .locator(`${scope} a[href^="/"], ${scope} form[action^="/"]`)
    .evaluateAll((elements) => elements.map((e) => e.getAttribute('href') ?? e.getAttribute('action') ?? ''));
  return targets.filter((path) => !/^\/ne([/?#]|$)/.test(path) && !SAME_IN_BOTH.test(path));
}
