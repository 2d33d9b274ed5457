import { expect, test } from '@playwright/test';
import { DEMO_ORDER_NUMBERS } from '../apps/server/src/db/seed/demo-orders.ts';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #15: the owner lands on the back-office home, opens an order with Ctrl-K, then reads the audit
 * log — every staff sign-in (refused ones too) with who and from where, filtered in the URL — and
 * exports it as CSV.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

test('the owner sees sign-ins, refused ones too, filters them and exports the log as CSV', async ({ page }) => {
  // A refused attempt first: a wrong code.
  await signInStaff(page, { email: 'admin@example.com', password: DEMO_PASSWORD }, { code: '000000' });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /incorrect|not valid|could not/i })
      .first(),
  ).toBeVisible(loaded);
  await signInStaff(page, { email: 'admin@example.com', password: DEMO_PASSWORD });
  // Staff land on the home: the day's figures, and the sign-in just made at the top of recent activity.
  await expect(page).toHaveURL(/\/admin$/, loaded);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Today · / })).toBeVisible(loaded);
  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByRole('row').nth(1)).toContainText('staff.sign_in');

  // Ctrl-K finds the demo order that is on its way, and Enter opens it.
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill(DEMO_ORDER_NUMBERS['On Way'].toLowerCase());
  await expect(palette.getByRole('option').first()).toContainText(DEMO_ORDER_NUMBERS['On Way'], loaded);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${DEMO_ORDER_NUMBERS['On Way']}$`));
  await expect(page.getByRole('heading', { name: DEMO_ORDER_NUMBERS['On Way'], level: 1 })).toBeVisible(loaded);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'staff.sign_in' }).first()).toContainText('Suraksha Owner · owner', loaded);
  await expect(log.getByRole('row').filter({ hasText: 'staff.sign_in_refused' }).first()).toBeVisible();

  await page.getByLabel('Action').selectOption('staff.sign_in_refused');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=staff\.sign_in_refused/);
  await expect(log.getByRole('row').filter({ hasText: 'staff.sign_in' }).filter({ hasNotText: 'refused' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  // Named by the server, dated by the day in Nepal; UTF-8 with a BOM so Excel reads it right.
  expect(file.suggestedFilename()).toMatch(/^suraksha-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\n')[0]).toBe('at (UTC),at (Nepal),staff,role,action,entity,entity id,before,after,ip,user agent,request id');
  expect(csv).toContain('staff.sign_in_refused');
  expect(csv).not.toMatch(/,staff\.sign_in,/);
});
