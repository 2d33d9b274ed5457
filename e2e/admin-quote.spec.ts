import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { API_KEY, readMail } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';
import { hydrated } from './support/phone.ts';
import { E2E_QUOTE_PRODUCT, E2E_QUOTE_SALES } from './support/shopper.ts';

/**
 * Issue #17 (decision 0110): a buyer sends the Request Form; a sales member opens the new quote
 * request, builds a priced quote from a catalogue product (found by SKU, quantity and unit price
 * changed), sends it; the thread shows the reply with its PDF, and the buyer's mail in the outbox
 * carries the PDF with the line and the total. Signs in a sales member of its own (E2E_QUOTE_SALES).
 */

test.describe.configure({ timeout: 90_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_QUOTE_SALES, { landsOn: /\/admin$/ });

/**
 * The PDF a mail carries, by its file name: the base64 body of that part, up to the next boundary
 * (readMail's quoted-printable decoding may have eaten a padding '=', which base64 does without).
 */
function attachedPdf(eml: string, name: string): Buffer {
  const at = eml.indexOf(`filename=${name}`);
  expect(at, `no ${name} in the mail`).toBeGreaterThan(-1);
  const body = eml.slice(eml.indexOf('\n\n', at) + 2);
  return Buffer.from((/^[A-Za-z0-9+/=\s]+/.exec(body)?.[0] ?? '').replace(/\s+/g, ''), 'base64');
}

test('a sales member answers a new quote request with a priced PDF quote, and the buyer’s mail carries it', async ({ page, request }) => {
  const buyer = `quote.buyer.${randomBytes(4).toString('hex')}@example.com`;
  const sent = await request.post('/api/quote-requests', {
    headers: { 'x-api-key': API_KEY },
    data: {
      type: 'Company',
      full_name: 'Ramesh Karki',
      email_address: buyer,
      phone_number: '9807654321',
      company_name: 'Annapurna Traders',
      address: 'New Road, Kathmandu',
      message: 'Please quote 16 dome cameras for our shop floor.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { reference } = (await sent.json()) as { reference: string };

  await signIn(page);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(buyer)}`);
  await hydrated(page);
  const row = page.getByRole('table', { name: 'Inbox' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('New', loaded);
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Quote request ${reference}` })).toBeVisible(loaded);

  const quote = page.getByRole('region', { name: 'Priced quote (PDF by e-mail)' });
  await quote.getByLabel('Product title or SKU').fill(E2E_QUOTE_PRODUCT.sku);
  await quote.getByRole('button', { name: 'Find', exact: true }).click();
  await quote.getByRole('button', { name: `Add ${E2E_QUOTE_PRODUCT.title}`, exact: true }).click();
  // The line starts at the product's price; the sales member quotes a discount for 16.
  await expect(quote.getByLabel(`Unit price of ${E2E_QUOTE_PRODUCT.title}`)).toHaveValue('4500.00');
  await quote.getByLabel(`Quantity of ${E2E_QUOTE_PRODUCT.title}`).fill('16');
  await quote.getByLabel(`Unit price of ${E2E_QUOTE_PRODUCT.title}`).fill('4250');
  await quote.getByLabel('Valid for (days)').fill('10');
  await quote.getByLabel('Note on the quote (optional)').fill('Installation on the shop floor included.');
  await quote.getByRole('button', { name: 'Send quote', exact: true }).click();

  // 16 × Rs 4,250.00, computed by the server.
  const thread = page.getByTestId('inbox-thread');
  await expect(thread).toContainText('total Rs 68,000.00', loaded);
  await expect(thread.getByRole('button', { name: /^Download Q-\d{4}-\d{6}-v1\.pdf$/ })).toBeVisible();
  await expect(page.getByTestId('inbox-status')).toHaveText('In progress');
  const number = /Quote (Q-\d{4}-\d{6}) \(version 1\) sent/.exec((await thread.textContent()) ?? '')?.[1] as string;
  expect(number).toBeTruthy();

  const mail = await readMail(buyer, 'inbox-quote', { timeoutMs: 30_000 });
  expect(mail).toContain(`Your quote ${number} from Suraksha, for request ${reference}`);
  expect(mail).toContain('Dear Ramesh Karki,');
  expect(mail).toMatch(new RegExp(`Content-Type: application/pdf; name=${number}-v1\\.pdf`));
  const pdf = attachedPdf(mail, `${number}-v1.pdf`);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  for (const shown of [
    `Quote No.: ${number}`,
    E2E_QUOTE_PRODUCT.title,
    E2E_QUOTE_PRODUCT.sku,
    'Rs 4,250.00',
    'Rs 68,000.00',
    'Ramesh Karki',
  ]) {
    expect(text).toContain(shown);
  }
});
