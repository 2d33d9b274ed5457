import { type Page, expect, test } from '@playwright/test';
import { DEMO_ORDER_NUMBERS } from '../apps/server/src/db/seed/demo-orders.ts';
import { E2E_PAPERS_SALES } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #15: an unknown back-office address answers a real 404 inside the back office's own layout
 * (its menu, who is signed in, a way home), never the shop's 404 with its header and footer; and the
 * order page prints the invoice and keeps an internal note in its timeline. Signs in a sales hand of
 * its own (E2E_PAPERS_SALES): a TOTP code serves once per 30 s, and the demo sales account is the
 * customers journey's.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_PAPERS_SALES, { landsOn: /\/admin$/ });

test('an unknown /admin address is a 404 in the back office’s layout; the order page prints and keeps notes', async ({ page }) => {
  await signIn(page);

  for (const path of ['/admin/nope', '/admin/orders/x/y']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible(loaded);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expect(page.getByText(`${E2E_PAPERS_SALES.name} · sales`)).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page).toHaveTitle('Page not found — Suraksha back office');
  }
  await page.getByRole('link', { name: 'Back to the back office' }).click();
  await expect(page).toHaveURL(/\/admin$/, loaded);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);

  const number = DEMO_ORDER_NUMBERS.Delivered;
  await page.goto(`/admin/orders/${number}`);
  const print = page.getByRole('region', { name: 'Print' });
  await expect(print).toBeVisible(loaded);
  const download = page.waitForEvent('download');
  await print.getByRole('button', { name: 'Print invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const bytes = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const note = page.getByRole('form', { name: 'Add an internal note' });
  await note.getByLabel('Internal note').fill('Customer wants the invoice on paper too.');
  await note.getByRole('button', { name: 'Add note' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').last()).toContainText('Customer wants the invoice on paper too.', loaded);
  await expect(timeline.getByRole('listitem').last()).toContainText(`${E2E_PAPERS_SALES.name} · sales`);
});
