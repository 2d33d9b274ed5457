import { type Page, expect, test } from '@playwright/test';
import { PRODUCT_EDITOR_MESSAGES as M } from '../packages/contracts/src/admin/product-editor.ts';
import { sampleJpeg, samplePdf, samplePng } from '../apps/server/src/test/sample-files.ts';
import { E2E_PRODUCT_EDITOR } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #16: an editor creates a product with three photos (each with its alt text) and a datasheet
 * PDF, real files through the uploader; a visitor finds it by search at once and opens its page,
 * seeing the photos described by their alt texts and the datasheet link. A new slug keeps the old
 * address working with a 301.
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_PRODUCT_EDITOR, { at: '/admin/products/new' });

test('an editor creates a product with three photos and a datasheet; a visitor finds it by search at once', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const word = `Himalbell${stamp}`;
  const title = `${word} Video Doorbell`;
  const alts = ['The doorbell from the front', 'The doorbell on a door frame', 'What comes in the box'];
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible(loaded);

  // The editor's role may not set prices: the fields are there, locked.
  await expect(page.getByLabel(/^Price \(Rs\)/)).toBeDisabled();
  await page.getByLabel(/^Name/).fill(title);
  await page.getByLabel(/^SKU/).fill(`SR-E2E-${stamp}`.toUpperCase());
  await page.getByLabel(/^Summary/).fill('Rings your phone when someone is at the door.');
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('Sees the whole doorstep, day and night.');

  const photos = [
    { name: 'front.png', mimeType: 'image/png', buffer: await samplePng() },
    { name: 'door.jpg', mimeType: 'image/jpeg', buffer: await sampleJpeg() },
    { name: 'box.png', mimeType: 'image/png', buffer: await samplePng() },
  ];
  await page.getByLabel('Add photos').setInputFiles(photos);
  await expect(page.getByTestId('gallery-photo')).toHaveCount(3, loaded);
  // Alt text is required: saving without it points at the photo.
  await page.getByRole('checkbox', { name: /^Active/ }).check();
  await page.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByText(M.altRequired).first()).toBeVisible();
  for (const [i, alt] of alts.entries()) await page.getByLabel(`Alt text of photo ${i + 1}`).fill(alt);

  await page
    .getByLabel('Upload a datasheet (PDF)')
    .setInputFiles({ name: 'doorbell.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page.getByRole('link', { name: /\.pdf$/ })).toBeVisible(loaded);

  await page.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.created(title) })).toBeVisible(loaded);
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/, loaded);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(loaded);

  // A visitor, at once: search finds it, its page shows the photos and the datasheet.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/products?search=${encodeURIComponent(word)}`);
    await visitor.getByRole('link', { name: title }).first().click();
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible(loaded);
    await expect(visitor.getByRole('img', { name: alts[0] })).toBeVisible();
    for (const [i, alt] of alts.entries()) await expect(visitor.getByRole('button', { name: `Photo ${i + 1}: ${alt}` })).toBeVisible();
    await visitor.getByRole('button', { name: `Photo 2: ${alts[1]}` }).click();
    await expect(visitor.getByRole('img', { name: alts[1] })).toBeVisible();
    const datasheet = visitor.getByRole('link', { name: 'Download datasheet' });
    await expect(datasheet).toHaveAttribute('href', /^\/media\/datasheets\/.+\.pdf$/);
    const pdf = await visitor.request.get((await datasheet.getAttribute('href')) as string);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const oldPath = new URL(visitor.url()).pathname;

    // The editor gives it a new address; the old one answers 301 to it (links and search results keep working).
    await page.getByLabel(/^Slug/).fill(`${word.toLowerCase()}-doorbell`);
    await page.getByRole('button', { name: 'Save the product' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.saved(title) })).toBeVisible(loaded);
    const moved = await visitor.request.get(oldPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/products/${word.toLowerCase()}-doorbell`);
    await visitor.goto(oldPath);
    await expect(visitor).toHaveURL(new RegExp(`/products/${word.toLowerCase()}-doorbell$`));
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible(loaded);
  } finally {
    await visitorContext.close();
  }
});
