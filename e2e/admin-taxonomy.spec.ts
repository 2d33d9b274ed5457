import { type Page, expect, test } from '@playwright/test';
import { TAXONOMY_MESSAGES as M } from '../packages/contracts/src/admin/taxonomy.ts';
import { E2E_TAXONOMY_EDITOR } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';

/**
 * Issue #16: the editor builds a branch of the category tree, renames it and reorders its children
 * by keyboard drag; a visitor who already had the category page in the shop's page cache sees each
 * change on the next load (decision 0098). The branch is deactivated at the end, leaving the menu.
 */

test.describe.configure({ timeout: 120_000 });
// A tablet held upright: the back office must stay usable at 768 px.
test.use({ viewport: { width: 768, height: 1024 } });
const loaded = { timeout: 20_000 };

const signIn = (page: Page) => signInStaff(page, E2E_TAXONOMY_EDITOR, { at: '/admin/categories' });

test('an editor adds, renames and reorders categories; a visitor sees each change on the next load', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const parent = `Journey ${stamp}`;
  const slug = `journey-${stamp}`;
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible(loaded);

  const form = page.getByRole('form', { name: 'Add a category' });
  const add = async (title: string, under?: string) => {
    await form.getByLabel('Name').fill(title);
    await form.getByLabel('Parent').selectOption(under ? { label: under } : { index: 0 });
    await form.getByRole('button', { name: 'Add the category' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.categoryCreated(title) })).toBeVisible(loaded);
  };
  await add(parent);
  await add(`Alpha ${stamp}`, parent);
  await add(`Beta ${stamp}`, parent);
  await expect(page.getByRole('button', { name: `Move down Alpha ${stamp}` })).toBeVisible(loaded);
  await expectNoSidewaysScroll(page, 768);

  // The visitor opens the new category: the page is now kept in the server's page cache.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/category/${slug}`);
    await expect(visitor.getByRole('heading', { name: parent, level: 1 })).toBeVisible(loaded);
    const chips = visitor.getByRole('list', { name: `Kinds of ${parent}` }).getByRole('link');
    await expect(chips).toHaveText([`Alpha ${stamp}`, `Beta ${stamp}`]);

    // Renamed in the back office; the visitor's next load shows the new name.
    await page.getByRole('button', { name: `Edit ${parent}` }).click();
    const edit = page.getByRole('form', { name: 'Edit the category' });
    await edit.getByLabel('Name').fill(`${parent} renamed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.saved(`${parent} renamed`) })).toBeVisible(loaded);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: `${parent} renamed`, level: 1 })).toBeVisible(loaded);

    // Beta dragged above Alpha with the keyboard: Space lifts, the arrow moves, Space drops.
    const under = page.getByRole('list', { name: `Under ${parent} renamed` });
    await under.getByRole('button', { name: `Drag Beta ${stamp}` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: `Beta ${stamp} is over Beta ${stamp}.` })).toBeAttached(loaded);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: `Beta ${stamp} is over Alpha ${stamp}.` })).toBeAttached(loaded);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/categories/order') && r.status() === 200);
    await page.keyboard.press('Space');
    await saved;
    await visitor.reload();
    await expect(visitor.getByRole('list', { name: `Kinds of ${parent} renamed` }).getByRole('link')).toHaveText([
      `Beta ${stamp}`,
      `Alpha ${stamp}`,
    ]);

    // Move down puts Beta back after Alpha.
    const savedAgain = page.waitForResponse((r) => r.url().endsWith('/api/admin/categories/order') && r.status() === 200);
    await page.getByRole('button', { name: `Move down Beta ${stamp}` }).click();
    await savedAgain;
    await visitor.reload();
    await expect(visitor.getByRole('list', { name: `Kinds of ${parent} renamed` }).getByRole('link')).toHaveText(
      [`Alpha ${stamp}`, `Beta ${stamp}`],
      loaded,
    );

    // Tidied away: the children, then the parent; its page then answers "not found".
    for (const title of [`Alpha ${stamp}`, `Beta ${stamp}`, `${parent} renamed`]) {
      await page.getByRole('button', { name: `Deactivate ${title}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(M.confirmCategoryDeactivate(0));
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByRole('button', { name: `Activate ${title}` })).toBeVisible(loaded);
    }
    const gone = await visitor.goto(`/category/${slug}`);
    expect(gone?.status()).toBe(404);
  } finally {
    await visitorContext.close();
  }
});
