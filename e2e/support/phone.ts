import { type Page, expect } from '@playwright/test';
import { PRODUCT_ARTWORK_SIZE, PRODUCT_BADGE_BOX } from '../../apps/server/src/db/seed/artwork.ts';

/** The phone most of the shop's buyers hold (issue #14): 390 × 844 CSS pixels. */
export const PHONE = { width: 390, height: 844 };

export { hydrated } from './page-health.ts';

/** Nothing makes the page wider than the phone: no sideways scroll. */
export async function expectNoSidewaysScroll(page: Page, width = PHONE.width) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'document width').toBeLessThanOrEqual(width);
}

/**
 * Each product card's resolution badge (the artwork's top-right corner, 4MP/5MP) is what a buyer
 * sees there: the top element at points across the badge is the photo itself, not a heart, a
 * checkbox, a sticker or a toast. Cards are scrolled into view one by one; returns how many were looked at.
 */
export async function expectCardBadgesUncovered(page: Page): Promise<number> {
  const covered = await page.evaluate(
    async ({ artwork, badge }) => {
      const found: string[] = [];
      const photos = [...document.querySelectorAll<HTMLImageElement>('.product-card__media img')];
      for (const [i, photo] of photos.entries()) {
        // Instantly: Bootstrap makes the page scroll smoothly, and a point read mid-scroll is off screen.
        photo.scrollIntoView({ block: 'center', behavior: 'instant' });
        await new Promise(requestAnimationFrame);
        const box = photo.getBoundingClientRect();
        const scale = box.width / artwork;
        const xs = [badge.x + 2, badge.x + badge.width / 2, badge.x + badge.width - 2].map((x) => box.left + x * scale);
        const ys = [badge.y + 2, badge.y + badge.height / 2, badge.y + badge.height - 2].map((y) => box.top + y * scale);
        for (const x of xs)
          for (const y of ys) {
            const top = document.elementFromPoint(x, y);
            if (top !== photo)
              found.push(`card ${i}: <${top?.tagName.toLowerCase()} class="${top?.getAttribute('class') ?? ''}"> at (${x}, ${y})`);
          }
      }
      return { photos: photos.length, found };
    },
    { artwork: PRODUCT_ARTWORK_SIZE, badge: PRODUCT_BADGE_BOX },
  );
  expect(covered.found, 'elements over a card badge').toEqual([]);
  return covered.photos;
}
