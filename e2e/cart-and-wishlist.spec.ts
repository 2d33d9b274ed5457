import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_KEY, signInAs } from './support/accounts.ts';

/** The bag (/carts) and the wishlist (/wishlists) of the demo customer (SPEC §2 cart group, §5, §7). */

interface Line {
  slug: string;
  product_slug: string;
  product_name: string;
}

function customerApi(request: APIRequestContext, token: string) {
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  return async <T>(path: string, data: object = {}): Promise<{ status: number; body: T }> => {
    const res = await request.post(`/api/customer/${path}`, { headers, data });
    return { status: res.status(), body: (await res.json()) as T };
  };
}

/** Empties the bag and the wishlist so the journey starts from nothing. */
async function emptyBagAndWishlist(call: ReturnType<typeof customerApi>) {
  for (const line of (await call<{ carts: Line[] }>('carts/list')).body.carts) await call('carts/remove', { slug: line.slug });
  for (const line of (await call<{ wishlists: Line[] }>('wishlists/count')).body.wishlists)
    await call('wishlists/remove', { slug: line.slug });
}

/**
 * A seeded product with a price and at least 2 in stock, put into the bag once. The server
 * decides what can be bought (on-request, unpriced and scarce products answer 409), so the
 * candidates are simply tried in turn.
 */
async function bagAPricedProduct(request: APIRequestContext, call: ReturnType<typeof customerApi>): Promise<Line> {
  const res = await request.get('/api/products?search=camera', { headers: { 'x-api-key': API_KEY } });
  const { products } = (await res.json()) as { products: { slug: string }[] };
  for (const p of products) {
    // Two at first proves there are at least two in stock, so '+' can work on the page.
    const added = await call<{ carts: Line[] }>('carts/create', { product_slug: p.slug, quantity: 2 });
    if (added.status !== 200) continue;
    const line = added.body.carts.find((l) => l.product_slug === p.slug) as Line;
    expect((await call('carts/update', { slug: line.slug, quantity: 1 })).status).toBe(200);
    return line;
  }
  throw new Error('no priced product with two in stock in the seeded shop');
}

test.describe('bag and wishlist', () => {
  test('the bag: quantity + and − (never below 1), totals, remove', async ({ page, request }) => {
    const { access_token: token } = await signInAs(page, request);
    const call = customerApi(request, token);
    await emptyBagAndWishlist(call);
    const line = await bagAPricedProduct(request, call);

    await page.goto('/carts');
    const row = page.getByTestId('cart-line');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: line.product_name })).toHaveAttribute('href', `/products/${line.product_slug}`);
    const quantity = row.getByRole('spinbutton');
    const less = row.getByRole('button', { name: /^One less/ });
    const more = row.getByRole('button', { name: /^One more/ });
    await expect(quantity).toHaveValue('1');
    await expect(less).toBeDisabled();
    const oneTotal = await page.getByTestId('cart-total').textContent();
    expect(oneTotal).toMatch(/^Rs\s[\d,]+\.\d{2}$/);

    await more.click();
    await expect(quantity).toHaveValue('2');
    await expect(less).toBeEnabled();
    await expect(page.getByTestId('cart-total')).not.toHaveText(oneTotal as string);

    await less.click();
    await expect(quantity).toHaveValue('1');
    await expect(less).toBeDisabled();
    await expect(page.getByTestId('cart-total')).toHaveText(oneTotal as string);

    // Above the stock: the server says how many are left; the line keeps its quantity.
    await quantity.fill('9999');
    await quantity.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Only \d+ left in stock\.$/ })).toBeVisible();
    await expect(quantity).toHaveValue('1');

    await row.getByRole('button', { name: `Remove ${line.product_name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed from bag!' })).toBeVisible();
    await expect(page.getByText('No item found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  test('the wishlist: a line added through the API, removed on the page with a toast', async ({ page, request }) => {
    const { access_token: token } = await signInAs(page, request);
    const call = customerApi(request, token);
    await emptyBagAndWishlist(call);
    const bagged = await bagAPricedProduct(request, call);
    await call('carts/remove', { slug: bagged.slug });
    const added = await call<{ message: string; wishlists: Line[] }>('wishlists/create', { product_slug: bagged.product_slug });
    expect(added.body.message).toBe('Added to wishlist!');

    await page.goto('/wishlists');
    const row = page.getByTestId('wishlist-line');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: bagged.product_name })).toBeVisible();
    await row.getByRole('button', { name: `Remove ${bagged.product_name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed from wishlist!' })).toBeVisible();
    await expect(page.getByText('No item found')).toBeVisible();
    expect((await call<{ wishlists: Line[] }>('wishlists/count')).body.wishlists).toEqual([]);
  });

  test('the wishlist: move to bag', async ({ page, request }) => {
    const { access_token: token } = await signInAs(page, request);
    const call = customerApi(request, token);
    await emptyBagAndWishlist(call);
    const bagged = await bagAPricedProduct(request, call);
    await call('carts/remove', { slug: bagged.slug });
    await call('wishlists/create', { product_slug: bagged.product_slug });

    await page.goto('/wishlists');
    await page.getByRole('button', { name: `Move ${bagged.product_name} to bag` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to bag!' })).toBeVisible();
    await expect(page.getByText('No item found')).toBeVisible();
    const bag = (await call<{ carts: Line[] }>('carts/list')).body.carts;
    expect(bag.map((l) => l.product_slug)).toEqual([bagged.product_slug]);
  });

  test('a visitor opening /carts or /wishlists lands on /login', async ({ page }) => {
    await page.goto('/carts');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcarts$/);
    await page.goto('/wishlists');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwishlists$/);
  });
});
