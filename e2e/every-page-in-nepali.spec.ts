import { type Page, expect, test } from '@playwright/test';
import { messagePairs } from './support/message-files.ts';
import { PHONE, expectNoSidewaysScroll } from './support/phone.ts';
import { type Visit, pathOf, testEveryPage } from './support/site-pages.ts';
import { consoleProblems, hydrated, linksOutOfNepali } from './support/page-health.ts';

/**
 * Issue #19: every page of the shop in Nepali under /ne, as a visitor and as the demo customer, on a
 * 390 px phone. Each is server-rendered with lang="ne", fits the screen without sideways scroll,
 * hydrates without a warning, keeps every link in the Nepali site, shows no message key where a text
 * should be, and none of the interface's English labels that have a Nepali version.
 */

// On the phone most buyers hold: Nepali words run longer than English ones.
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 60_000 });
const loaded = { timeout: 20_000 };

/** The same visit on the Nepali site: its path under /ne, its links looked for under /ne. */
function inNepali(visit: Visit): Visit {
  return {
    ...visit,
    path: visit.path && (visit.path === '/' ? '/ne' : `/ne${visit.path}`),
    from: typeof visit.from === 'object' ? inNepali(visit.from) : visit.from && (visit.from === '/' ? '/ne' : `/ne${visit.from}`),
    link: visit.link && new RegExp(`^/ne${visit.link.source.slice(1)}`),
    parents: undefined,
  };
}

const pairs = messagePairs();
/** English labels a Nepali page must not show: texts of two words or more whose Nepali differs. */
const ENGLISH_LABELS = new Set(
  pairs.filter((p) => p.ne !== p.en && !p.en.includes('{{') && /[A-Za-z]+\s+[A-Za-z]+/.test(p.en)).map((p) => p.en),
);
const KEY_PATHS = new Set(pairs.map((p) => p.path).filter((at) => at.includes('.')));

/** Every text a reader meets: text nodes, and labels read aloud or shown in empty fields. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, template, [hidden]')) texts.push((node.textContent ?? '').trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push((element.getAttribute(name) ?? '').trim());
    return texts.filter(Boolean);
  });
}

async function checkPage(page: Page, visit: Visit) {
  const problems = consoleProblems(page);
  const path = await pathOf(page, inNepali(visit));
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(visit.heading ? page.locator('h1') : page.locator('h1').first()).toBeVisible(loaded);
  expect(new URL(page.url()).pathname, 'stays in the Nepali site').toMatch(/^\/ne(\/|$)/);

  expect(await linksOutOfNepali(page, 'body'), `${path}: links leading out of the Nepali site`).toEqual([]);

  await expectNoSidewaysScroll(page);

  const texts = await shownTexts(page);
  expect(
    texts.filter((text) => ENGLISH_LABELS.has(text)),
    `${path}: English labels left`,
  ).toEqual([]);
  expect(
    texts.filter((text) => /^[a-z][\w]*(\.[\w]+)+$/.test(text) && [...KEY_PATHS].some((key) => text === key || text.endsWith(`.${key}`))),
    `${path}: message keys shown`,
  ).toEqual([]);
  expect(problems, `${path}: console`).toEqual([]);
}

testEveryPage('every page in Nepali', checkPage);
