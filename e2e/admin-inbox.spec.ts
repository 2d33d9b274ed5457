import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { API_KEY, E2E_INBOX_SALES, readMail } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #17 (inbox): a buyer sends the Request Form (through the storefront's API); a sales member
 * sees it in the inbox as new, opens it, assigns it to herself and replies; the reply is in the
 * item's thread and the buyer's mail is in the outbox. Signs in a sales member of its own
 * (E2E_INBOX_SALES): a TOTP code serves once per 30 s.
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_INBOX_SALES, { landsOn: /\/admin$/ });

test('a sales member opens a new quote request, assigns it, replies, and the buyer’s mail is in the outbox', async ({ page, request }) => {
  const buyer = `inbox.buyer.${randomBytes(4).toString('hex')}@example.com`;
  const sent = await request.post('/api/quote-requests', {
    headers: { 'x-api-key': API_KEY },
    data: {
      type: 'Company',
      full_name: 'Binita Shrestha',
      email_address: buyer,
      phone_number: '9801234567',
      company_name: 'Everest Hotels',
      address: 'Lakeside, Pokhara',
      message: 'Please quote 16 dome cameras with an 8 TB recorder.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { reference } = (await sent.json()) as { reference: string };

  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByTestId('inbox-badge')).toBeVisible(loaded);
  await nav.getByRole('link', { name: /^Inbox/ }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible(loaded);
  await page.getByLabel('Search').fill(buyer);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?q=/, loaded);
  const row = page.getByRole('table', { name: 'Inbox' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('New', loaded);
  await expect(row).toContainText('Unread');
  await row.getByRole('link', { name: reference }).click();

  await expect(page.getByRole('heading', { name: `Quote request ${reference}` })).toBeVisible(loaded);
  await expect(page.getByText('Please quote 16 dome cameras with an 8 TB recorder.')).toBeVisible();
  await page.getByLabel('Assigned to').selectOption({ label: E2E_INBOX_SALES.name });
  await page.getByRole('button', { name: 'Assign' }).click();
  const thread = page.getByTestId('inbox-thread');
  await expect(thread).toContainText(`Assigned to ${E2E_INBOX_SALES.name}.`, loaded);

  const reply = 'Namaste Binita ji, 16 dome cameras with an 8 TB recorder come to Rs 1,85,000 installed. Valid for 15 days.';
  await page.getByLabel(`Reply by e-mail to ${buyer}`).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread).toContainText(`Reply e-mailed · ${E2E_INBOX_SALES.name}`, loaded);
  await expect(thread).toContainText(reply);
  await expect(page.getByTestId('inbox-status')).toHaveText('In progress');

  const mail = await readMail(buyer, 'inbox-reply', { timeoutMs: 30_000 });
  expect(mail).toContain(`Re: your quote request ${reference}`);
  expect(mail).toContain('Dear Binita Shrestha,');
  expect(mail).toContain('Valid for 15 days.');
});
