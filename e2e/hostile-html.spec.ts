import { type Page, expect, test } from '@playwright/test';
import { HOSTILE_PAGE_SLUG, HOSTILE_PAGE_TITLE, SAFE_PARTS } from './support/hostile-html.ts';

// The page's stored HTML is hostile (e2e/support/hostile-html.ts, written raw by prepare-data.ts).
// The API sanitizes it on the way out; the nonce CSP (decision 0007) is a second wall behind that.
const PAGE_URL = `/pages/${HOSTILE_PAGE_SLUG}`;

/** Every alert() a payload manages to run, by its message. */
function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Event handlers, script-bearing attributes and script or data URLs anywhere in the article. */
async function dangerousAttributes(page: Page): Promise<string[]> {
  return page.locator('article').evaluate((article) => {
    const found: string[] = [];
    for (const el of [article, ...article.querySelectorAll('*')]) {
      for (const attr of el.attributes) {
        const where = `<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`;
        if (/^on/i.test(attr.name) || /^(style|srcdoc|background|action|formaction|data)$/i.test(attr.name)) found.push(where);
        else if (/^\s*(javascript|vbscript|data):/i.test(attr.value)) found.push(where);
      }
    }
    return found;
  });
}

/** What a reader sees and can do: the safe parts shown, nothing active left, nothing run when touched. */
async function expectRenderedInert(page: Page, dialogs: string[]) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const article = page.locator('article');
  const content = article.locator('.rich-text');

  // The title is text, not markup.
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_PAGE_TITLE);
  // The safe parts arrive, and the injected <style> did not hide them.
  await expect(content.getByText(SAFE_PARTS.paragraph)).toBeVisible();
  await expect(content.getByText(SAFE_PARTS.closing)).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  // Nothing that can run or embed survived, and no attribute that could.
  const active = 'script, style, iframe, frame, svg, math, object, embed, form, input, button, details, meta, base, link, noscript, img';
  expect(await article.locator(active).evaluateAll((els) => els.map((el) => el.outerHTML))).toEqual([]);
  expect(await dangerousAttributes(page)).toEqual([]);
  expect(await page.locator('base').count()).toBe(0);

  // The one real link is the only link left; the javascript:, data: and encoded ones are words now.
  await expect(content.getByRole('link')).toHaveCount(1);
  await expect(content.getByRole('link', { name: SAFE_PARTS.linkText })).toHaveAttribute('href', SAFE_PARTS.linkHref);
  const prize = content.getByText(SAFE_PARTS.formerScriptLink);
  await expect(prize).toBeVisible();
  await expect(prize).not.toHaveAttribute('href');

  // Touching what used to carry handlers does nothing.
  await content.getByText('A paragraph with handlers').hover();
  await content.getByText('A table cell').hover();
  await prize.click();
  await content.getByText('A paragraph with handlers').click();
  await expect(page).toHaveURL(PAGE_URL);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_PAGE_TITLE);
  expect(dialogs).toEqual([]);

  // The safe link still works.
  await content.getByRole('link', { name: SAFE_PARTS.linkText }).click();
  await expect(page).toHaveURL('/pages/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(dialogs).toEqual([]);
}

test('hostile HTML in a content page is served inert, and the policy never had to refuse anything', async ({ page }) => {
  const dialogs = collectDialogs(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(PAGE_URL, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await expectRenderedInert(page, dialogs);
  // Nothing reached the browser that the policy had to block: the sanitizer stopped it all first.
  expect(refused).toEqual([]);
});

test.describe('without the Content-Security-Policy', () => {
  // The browser ignores the policy here, so the sanitizer alone must make the page inert.
  test.use({ bypassCSP: true });

  test('the sanitizer alone makes the hostile page inert', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await page.goto(PAGE_URL, { waitUntil: 'load' });
    await expectRenderedInert(page, dialogs);
  });
});
