import { type Page, expect, test } from '@playwright/test';

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('support ticket: opened, then looked up by number and e-mail; a wrong pair finds nothing', async ({ page }) => {
  await page.goto('/support-ticket');
  const open = page.getByRole('form', { name: 'Open a ticket' });
  await expect(open).toHaveAttribute('data-hydrated', 'true');
  await open.getByLabel('Name').fill('Bikash Gurung');
  await open.getByLabel('E-mail').fill('bikash@example.com');
  await open.getByLabel('Phone').fill('9812345678');
  await open.getByLabel('Subject').fill('Camera offline at night');
  await open.getByLabel('Message').fill('Camera 3 goes offline every night after 10 pm.');
  await open
    .getByLabel('Attachment')
    .setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: 'Open ticket' }).click();
  const sent = page.getByTestId('form-sent');
  await expect(sent).toHaveText(/^Your ticket T-[2-9A-HJKMNP-Z]{6} is open\./);
  const ticketNumber = (await sent.textContent())?.match(/T-[2-9A-HJKMNP-Z]{6}/)?.[0] ?? '';

  const check = page.getByRole('form', { name: 'Check a ticket' });
  await check.getByLabel('Ticket number').fill(ticketNumber);
  await check.getByLabel('E-mail used for the ticket').fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(toast(page, 'No ticket matches this ticket number and e-mail address.')).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveCount(0);

  await check.getByLabel('E-mail used for the ticket').fill('Bikash@Example.com');
  await page.getByRole('button', { name: 'Check status' }).click();
  const status = page.getByTestId('ticket-status');
  await expect(status).toContainText(`Ticket ${ticketNumber}: Camera offline at night`);
  await expect(status).toContainText('Status: Open');
});
