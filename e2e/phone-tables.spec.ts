import { type APIRequestContext, type Locator, expect, test } from '@playwright/test';
import { DEMO_ORDER_NUMBERS } from '../apps/server/src/db/seed/demo-orders.ts';
import { API_KEY, DEMO_CUSTOMER, E2E_SHOPPER, signInAs } from './support/accounts.ts';
import { PHONE, expectNoSidewaysScroll, hydrated } from './support/phone.ts';

/**
 * Issue #14 items 2 and 7 on a 390 px phone: My Orders, the invoice, My Service, Earn & Refer and
 * compare fit the screen (no sideways scroll, nothing a buyer needs off to the right), an amount never breaks after 'Rs',
 * and the tracking card writes its date as every other page does ('26 Oct 2026 · 9 Kartik 2083 BS').
 */

// Dashboard pages wait for the profile and then their data: room for a busy machine.
const loaded = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: PHONE });

/** On screen from left to right without scrolling sideways (a table scrolled inside its box would put it past the edge). */
async function expectWithinScreenWidth(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
}

/** The label a stacked cell shows before its value (its ::before text). */
const shownLabel = (cell: Locator) => cell.evaluate((td) => getComputedStyle(td, '::before').content);

/** Every amount ('Rs 1,234.00') inside `scope`, each as the number of lines it takes on screen. */
function linesPerAmount(scope: Locator) {
  return scope.evaluate((root) => {
    const amount = /-?Rs\s[\d,]+\.\d{2}/g;
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}

test('My Orders on a phone: each order a card with its Status, Total and View on screen', async ({ page, request }) => {
  await signInAs(page, request, DEMO_CUSTOMER);
  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible(loaded);
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible(loaded);
  await expectNoSidewaysScroll(page);

  for (const row of (await rows.all()).slice(0, 2)) {
    await expectWithinScreenWidth(row.locator('.badge'), 'Status');
    await expectWithinScreenWidth(row.getByText(/^Rs\s[\d,]+\.\d{2}$/), 'Total');
    await expectWithinScreenWidth(row.getByRole('link', { name: /^View order / }), 'View');
  }
  // Each value is named on its card, as the table's header names it on a desk.
  const cells = rows.first().locator('td');
  expect(await Promise.all([0, 1, 2, 3, 4].map((i) => shownLabel(cells.nth(i))))).toEqual([
    '"Order"',
    '"Order time"',
    '"Method"',
    '"Status"',
    '"Total"',
  ]);
});

test('the invoice on a phone: Qty, Rate, Taxable, VAT and Amount of every line on screen; printed, it is still a table', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_CUSTOMER);
  await page.goto('/dashboard/my-orders');
  const view = page.getByRole('link', { name: /^View order / }).first();
  await expect(view).toBeVisible(loaded);
  await view.click();
  await expect(page.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible(loaded);
  const lines = page.locator('.invoice__items tbody tr');
  await expect(lines.first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  for (const line of await lines.all()) {
    const cells = line.locator('td');
    for (const [index, label] of [
      [3, 'Qty'],
      [4, 'Rate'],
      [5, 'Taxable'],
      [6, 'VAT 13%'],
      [7, 'Amount'],
    ] as const) {
      await expectWithinScreenWidth(cells.nth(index), label);
      expect(await shownLabel(cells.nth(index))).toBe(`"${label}"`);
    }
  }
  for (const { text, lines: taken } of await linesPerAmount(page.locator('.invoice'))) expect(taken, text).toBe(1);

  // Paper keeps the desk's table: the header row is back and no cell carries a stacked label.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.invoice__items thead').getByText('Qty', { exact: true })).toBeVisible();
  expect(await shownLabel(lines.first().locator('td').nth(3))).toBe('none');
});

/** Every cell of a stacked row: on screen, and named by the label its header column gives it on a desk. */
async function expectLabelledCard(row: Locator, labels: readonly string[]) {
  const cells = row.locator('td');
  await expect(cells).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    await expectWithinScreenWidth(cells.nth(index), label);
    expect(await shownLabel(cells.nth(index))).toBe(`"${label}"`);
  }
}

test('My Service on a phone: each request a card, every value named and on screen', async ({ page, request }) => {
  // The journeys' shopper, not the demo customer: her My Service stays empty for the dashboard guards journey.
  const { access_token: token } = await signInAs(page, request, E2E_SHOPPER);
  // A request of their own, sent signed in as the services page sends it: it is listed under My Service.
  const res = await request.post('/api/services/cctv-installation/requests', {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    data: {
      name: E2E_SHOPPER.name,
      phone: E2E_SHOPPER.phone,
      email: E2E_SHOPPER.email,
      province: 'Bagmati (Province 3)',
      district: 'Kathmandu',
      address: 'Kalanki-14, behind the petrol pump',
      preferred_date: '2999-12-01',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { reference } = (await res.json()) as { reference: string };

  await page.goto('/dashboard/my-service');
  await expect(page.getByRole('heading', { name: 'My Service' })).toBeVisible(loaded);
  const row = page.locator('table tbody tr').filter({ hasText: reference });
  await expect(row).toBeVisible(loaded);
  await expectNoSidewaysScroll(page);
  await expectLabelledCard(row, ['Reference', 'Service', 'Requested', 'Preferred date', 'Status']);
  await expect(row.locator('td').nth(1)).toHaveText('CCTV Installation');
});

test('Earn & Refer on a phone: Your Community and Redeemed Coupon as cards, nothing off to the right', async ({ page, request }) => {
  await signInAs(page, request, DEMO_CUSTOMER);
  await page.goto('/dashboard/wallet-refer');
  await expect(page.getByRole('heading', { name: 'Earn & Refer' })).toBeVisible(loaded);

  const community = page.getByRole('tabpanel', { name: 'Your Community' }).locator('tbody tr');
  await expect(community.first()).toBeVisible(loaded);
  await expectNoSidewaysScroll(page);
  await expectLabelledCard(community.first(), ['Friend', 'Joined', 'Status']);

  await page.getByRole('tab', { name: 'Redeemed Coupon' }).click();
  const coupons = page.getByRole('tabpanel', { name: 'Redeemed Coupon' }).locator('tbody tr');
  await expect(coupons.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectLabelledCard(coupons.first(), ['Coupon', 'Order', 'Date', 'Saved']);
  for (const { text, lines } of await linesPerAmount(coupons.first())) expect(lines, text).toBe(1);
});

/** Two products from a category listing, as a buyer would have picked them. */
async function twoProductSlugs(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/products?search=camera', { headers: { 'x-api-key': API_KEY } });
  const { products } = (await res.json()) as { products: { slug: string }[] };
  expect(products.length).toBeGreaterThanOrEqual(2);
  return products.slice(0, 2).map((p) => p.slug);
}

test('compare on a phone: two products side by side, both names on screen', async ({ page, request }) => {
  const slugs = await twoProductSlugs(request);
  await page.goto(`/compare?products=${slugs.join(',')}`);
  const titles = page.locator('.compare-table__title');
  await expect(titles).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  for (const [index, title] of (await titles.all()).entries()) await expectWithinScreenWidth(title, `product ${index + 1}`);
  // Side by side: the two names share a line, and each specification's values sit under them.
  const [first, second] = await Promise.all([titles.nth(0).boundingBox(), titles.nth(1).boundingBox()]);
  expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(4);
  const brandValues = page
    .locator('.compare-table tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: 'Brand' }) })
    .locator('td');
  for (const [index, value] of (await brandValues.all()).entries()) await expectWithinScreenWidth(value, `brand ${index + 1}`);
});

function customerApi(request: APIRequestContext, token: string) {
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  return async <T>(path: string, data: object = {}): Promise<{ status: number; body: T }> => {
    const res = await request.post(`/api/customer/${path}`, { headers, data });
    return { status: res.status(), body: (await res.json()) as T };
  };
}

test('checkout on a phone: no amount breaks between Rs and its number', async ({ page, request }) => {
  const { access_token: token } = await signInAs(page, request, E2E_SHOPPER);
  const call = customerApi(request, token);
  for (const line of (await call<{ carts: { slug: string }[] }>('carts/list')).body.carts) await call('carts/remove', { slug: line.slug });
  // Long names and five-figure lines: the summary's narrowest case.
  const res = await request.get('/api/products?search=camera', { headers: { 'x-api-key': API_KEY } });
  let added = 0;
  for (const product of ((await res.json()) as { products: { slug: string }[] }).products) {
    if ((await call('carts/create', { product_slug: product.slug, quantity: 3 })).status === 200) added += 1;
    if (added === 3) break;
  }
  expect(added).toBeGreaterThan(0);

  try {
    await page.goto('/checkouts');
    await hydrated(page);
    await expect(page.getByTestId('summary-total')).toBeVisible(loaded);
    await expectNoSidewaysScroll(page);
    const amounts = await linesPerAmount(page.locator('main'));
    expect(amounts.length).toBeGreaterThan(3);
    for (const { text, lines } of amounts) expect(lines, text).toBe(1);
  } finally {
    for (const line of (await call<{ carts: { slug: string }[] }>('carts/list')).body.carts)
      await call('carts/remove', { slug: line.slug });
  }
});

test("tracking on a phone: the card's date reads like every other page's, and it fits", async ({ page }) => {
  await page.goto('/order-tracking');
  await expect(page.locator('form.tracking-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Order Number').fill(DEMO_ORDER_NUMBERS.Confirm);
  await page.getByRole('button', { name: 'Track' }).click();
  const card = page.getByTestId('tracking-card');
  await expect(card).toBeVisible(loaded);
  await expect(card.locator('time')).toHaveText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
  await expect(card.locator('.bs-date')).toHaveText(
    /^\s*· \d{1,2} (Baisakh|Jestha|Asar|Shrawan|Bhadra|Asoj|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) \d{4} BS$/,
  );
  await expectNoSidewaysScroll(page);
  for (const { text, lines } of await linesPerAmount(card)) expect(lines, text).toBe(1);
});
