import { expect, test } from '@playwright/test';

test('FAQs: the first answer is open; a question toggles its answer and closes the other', async ({ page }) => {
  await page.goto('/faqs');
  const headers = page.locator('.faq-accordion .accordion-button');
  const bodies = page.locator('.faq-accordion .accordion-collapse');
  await expect(bodies.nth(0)).toBeVisible();
  await expect(bodies.nth(1)).toBeHidden();
  await headers.nth(1).click();
  await expect(bodies.nth(1)).toBeVisible();
  await expect(bodies.nth(0)).toBeHidden();
  await headers.nth(1).click();
  await expect(bodies.nth(1)).toBeHidden();
});

test('blogs: list, search, read a post, and share it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/blogs');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('.article-card').first()).toBeVisible();
  const search = page.getByRole('search', { name: /Search/ });
  await search.getByRole('searchbox').fill('analog');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/blogs\?search=analog/);
  const cards = page.locator('.article-card');
  const result = cards.getByRole('link', { name: 'IP vs HD Analog CCTV: Which System Fits Your Budget?', exact: true });
  await expect(result).toBeVisible();
  await expect(cards.getByRole('link', { name: /How to Choose the Right CCTV Camera/ })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await result.click();
  await expect(page).toHaveURL(/\/blogs\/ip-vs-hd-analog-cctv-which-system-fits-your-budget$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'IP vs HD Analog CCTV: Which System Fits Your Budget?' })).toBeVisible({
    timeout: 15_000,
  });
  const url = page.url();
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(url));
});
