import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { PRODUCT_ARTWORK_SIZE, PRODUCT_BADGE_BOX } from '../apps/server/src/db/seed/artwork.ts';
import { API_KEY, signInAs } from './support/accounts.ts';
import { PHONE } from './support/phone.ts';

/**
 * Issue #14 item 1 on a phone: the wishlist heart on a product card looks saved once tapped (before,
 * the saved style lived in the CSS only /wishlists loads), stays so after a reload, and does not
 * cover the resolution badge (4MP, 5MP) the product artwork carries in its top-right corner.
 */

// Sign-in, a tap, a toast and a reload on a busy machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });
const LISTING = '/products?search=hikvision';

async function emptyWishlist(request: APIRequestContext, token: string) {
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  const res = await request.post('/api/customer/wishlists/count', { headers, data: {} });
  const { wishlists } = (await res.json()) as { wishlists: { slug: string }[] };
  for (const line of wishlists) await request.post('/api/customer/wishlists/remove', { headers, data: { slug: line.slug } });
}

/** What a buyer sees of a heart once it settles (Bootstrap eases a button's colour): the fill of its drawing and its colour. */
function heartLook(heart: Locator) {
  return heart.evaluate(async (button) => {
    await Promise.all(button.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const svg = button.querySelector('svg') as SVGElement;
    return { fill: getComputedStyle(svg).fill, color: getComputedStyle(button).color };
  });
}

const cards = (page: Page) => page.locator('article.product-card');
const heartOf = (card: Locator) => card.getByRole('button', { name: /wishlist/ });

test.describe('the wishlist heart on product cards (phone)', () => {
  test.use({ viewport: PHONE });

  test('tapped, it looks saved, and still does after a reload', async ({ page, request }) => {
    const { access_token: token } = await signInAs(page, request);
    await emptyWishlist(request, token);
    await page.goto(LISTING);
    await expect(cards(page).first().getByRole('button', { name: 'Add to wishlist' })).toBeVisible();

    const card = cards(page).first();
    const name = (await card.getByRole('heading').innerText()).trim();
    const unsaved = await heartLook(heartOf(card));
    expect(unsaved.fill).toBe('none');

    await heartOf(card).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to wishlist!' })).toBeVisible();
    await expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true');
    const saved = await heartLook(heartOf(card));
    expect(saved.fill).not.toBe(unsaved.fill);
    expect(saved.color).not.toBe(unsaved.color);
    // Another card's heart, still unsaved, keeps the unsaved look.
    expect(await heartLook(heartOf(cards(page).nth(1)))).toEqual(unsaved);

    await page.reload();
    const sameCard = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(heartOf(sameCard)).toHaveAttribute('aria-pressed', 'true');
    expect(await heartLook(heartOf(sameCard))).toEqual(saved);

    await emptyWishlist(request, token);
  });

  test("a card's heart leaves the photo's resolution badge uncovered", async ({ page, request }) => {
    await signInAs(page, request);
    await page.goto(LISTING);
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /wishlist/ }),
    ).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const card = cards(page).nth(i);
      await card.scrollIntoViewIfNeeded();
      const photo = await card.locator('.product-card__media img').boundingBox();
      const heart = await heartOf(card).boundingBox();
      if (!photo || !heart) throw new Error(`card ${i} has no photo or no heart on screen`);
      const scale = photo.width / PRODUCT_ARTWORK_SIZE;
      const badge = {
        x: photo.x + PRODUCT_BADGE_BOX.x * scale,
        y: photo.y + PRODUCT_BADGE_BOX.y * scale,
        width: PRODUCT_BADGE_BOX.width * scale,
        height: PRODUCT_BADGE_BOX.height * scale,
      };
      const apart =
        heart.x + heart.width <= badge.x ||
        badge.x + badge.width <= heart.x ||
        heart.y + heart.height <= badge.y ||
        badge.y + badge.height <= heart.y;
      expect(apart, `card ${i}: heart ${JSON.stringify(heart)} over badge ${JSON.stringify(badge)}`).toBe(true);
    }
  });
});

test.describe('a product card on a phone', () => {
  test.use({ viewport: PHONE });

  test("a visitor's card ends with what it shows: no blank gap where a price would be", async ({ page }) => {
    await page.goto(LISTING);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const card = cards(page).first();
    const sku = await card.getByText(/^SKU /).boundingBox();
    const compare = await card.getByRole('button', { name: /Compare/ }).boundingBox();
    if (!sku || !compare) throw new Error('the card shows no SKU line or no Compare button');
    // The SKU line is followed straight by Compare (a few pixels of margin), not by an empty row.
    expect(compare.y - (sku.y + sku.height)).toBeLessThan(12);
  });
});
