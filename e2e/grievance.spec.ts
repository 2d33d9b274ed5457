import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { readMail } from './support/accounts.ts';
import { E2E_GRIEVANCE_MANAGER, E2E_OVERDUE_GRIEVANCE } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #19, "Law and tax" (decision 0128): a buyer files a complaint (a missing field first) and
 * gets its reference and the date the shop must answer by; a manager finds it in the inbox with its
 * due date and answers it; the complaint prepare-data.ts wrote as received 10 days ago shows "Overdue".
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('a buyer files a complaint; a manager sees its due date, answers it, and sees the overdue one flagged', async ({ page }) => {
  const buyer = `complainant.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/pages/seller-information');
  await page.getByRole('link', { name: 'File a complaint' }).first().click();
  await expect(page).toHaveURL(/\/grievance$/, loaded);
  const form = page.getByRole('form', { name: 'File a complaint' });
  await expect(form).toHaveAttribute('data-hydrated', 'true', loaded);

  await form.getByLabel(/^Name/).fill('Anita Shrestha');
  await form.getByLabel(/^Phone/).fill('980-1234567');
  await form.getByLabel(/^E-mail/).fill(buyer);
  await form.getByLabel(/^Your complaint/).fill('The NVR I ordered two weeks ago has still not reached Lalitpur.');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(toast(page, 'Please choose what your complaint is about.')).toBeVisible();
  await expect(form.getByLabel(/What is it about/)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(/What is it about/).selectOption({ label: 'Delivery' });
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const received = page.getByTestId('grievance-received');
  await expect(received).toBeVisible(loaded);
  const reference = (await received.getByTestId('grievance-reference').textContent()) ?? '';
  expect(reference).toMatch(/^GRV-[2-9A-HJKMNP-Z]{6}$/);
  // Seven days on, in AD and BS.
  const due = (await received.getByTestId('grievance-due').textContent()) ?? '';
  expect(due).toMatch(/^\d{1,2} \w{3} \d{4} · \d{1,2} \w+ \d{4} BS$/);
  await expect(received).toContainText('Sunita Maharjan');
  const receipt = await readMail(buyer, 'grievance-acknowledgement', { timeoutMs: 30_000 });
  expect(receipt).toContain(reference);

  await signInStaff(page, E2E_GRIEVANCE_MANAGER, { landsOn: /\/admin$/ });
  await page.goto('/admin/inbox?kind=grievance');
  const table = page.getByRole('table', { name: 'Inbox' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`Answer due ${due}`, loaded);
  await expect(row.getByText('Overdue', { exact: true })).toHaveCount(0);
  const old = table.getByRole('row').filter({ hasText: E2E_OVERDUE_GRIEVANCE.reference });
  await expect(old.getByText('Overdue', { exact: true })).toBeVisible();

  await page.getByLabel('Overdue grievances only').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/overdue=yes/, loaded);
  await expect(table.getByRole('row').filter({ hasText: E2E_OVERDUE_GRIEVANCE.reference })).toBeVisible(loaded);
  await expect(table.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

  await page.goto(`/admin/inbox/grievance/${reference}`);
  await expect(page.getByRole('heading', { name: `Grievance ${reference}` })).toBeVisible(loaded);
  const answer = 'Namaste Anita ji, your NVR reaches Lalitpur tomorrow before noon; we are sorry for the delay.';
  await page.getByLabel(`Reply by e-mail to ${buyer}`).fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByTestId('inbox-thread')).toContainText(answer, loaded);
  await expect(page.getByText(/^Answered /)).toBeVisible();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Closed' }).click();
  await expect(page.getByTestId('inbox-status')).toHaveText('Closed', loaded);
  const mail = await readMail(buyer, 'inbox-reply', { timeoutMs: 30_000 });
  expect(mail).toContain('before noon');
});
