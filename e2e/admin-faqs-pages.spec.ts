import { type Page, expect, test } from '@playwright/test';
import { FAQ_MESSAGES } from '../packages/contracts/src/admin/content-faq-page-messages.ts';
import { CONTENT_MESSAGES as M } from '../packages/contracts/src/admin/content-messages.ts';
import { hydrated } from './support/phone.ts';
import { signInStaff } from './support/staff-sign-in.ts';
import { E2E_FAQ_PAGES_EDITOR } from './support/shopper.ts';

/**
 * Issue #17 (decision 0108): an editor moves an FAQ up and edits a content page's text; a visitor's
 * /faqs shows the new order and /pages/{slug} the new text at once (each write clears the caches).
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_FAQ_PAGES_EDITOR, { at: '/admin/content/faqs' });

test('an editor reorders the FAQs and edits a page; the storefront shows both at once', async ({ page, browser }) => {
  await signIn(page);
  const table = page.getByRole('table', { name: 'FAQs' });
  await expect(table).toBeVisible(loaded);
  await hydrated(page);
  const questions = table.locator('tbody tr td:nth-child(2)');
  const [first, second] = (await questions.allTextContents()).map((q) => q.trim()) as [string, string];
  await table.getByRole('button', { name: `Move up ${second}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: FAQ_MESSAGES.orderSaved })).toBeVisible(loaded);
  await expect(questions.first()).toHaveText(second);

  // The page: the back office's own list, then its form; the text gets a sentence of this run.
  const sentence = `Parcels are insured in transit (${Date.now().toString(36)}).`;
  await page.getByRole('link', { name: 'Back to the content', exact: false }).click();
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('table', { name: 'Pages' }).getByRole('link', { name: 'Shipping Policy', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit the page' });
  await expect(form).toBeVisible(loaded);
  const text = form.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(sentence);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.savedAs('Shipping Policy', 'published') })).toBeVisible(loaded);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/faqs');
    const headers = visitor.locator('.faq-accordion .accordion-header');
    await expect(headers.first()).toHaveText(second, loaded);
    await expect(headers.nth(1)).toHaveText(first);
    await visitor.goto('/pages/shipping-policy');
    await expect(visitor.getByRole('heading', { name: 'Shipping Policy', level: 1 })).toBeVisible(loaded);
    await expect(visitor.getByText(sentence)).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
