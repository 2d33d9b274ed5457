import { type Page, expect, test } from '@playwright/test';
import { CONTENT_MESSAGES as M } from '../packages/contracts/src/admin/content-messages.ts';
import { E2E_CONTENT_EDITOR } from './support/shopper.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #17: an editor schedules a blog post a few seconds ahead (Nepal time). A visitor's /blogs
 * does not list it before its time and does once its time has come: no job runs, the storefront's
 * query reads published_at <= now(); a cached page may lag by its cache's few seconds, never more.
 */

test.describe.configure({ timeout: 150_000 });
const loaded = { timeout: 20_000 };
/** Nepal is UTC+5:45 all year. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;
// Far enough ahead that a loaded machine still shows the visitor the list before the post's time.
const AHEAD_MS = 30_000;

const signIn = (page: Page) => signInStaff(page, E2E_CONTENT_EDITOR, { at: '/admin/content/blogs/new' });

test('an editor schedules a blog post and it appears on /blogs once its time has come', async ({ page, browser }) => {
  const title = `Scheduled journey ${Date.now().toString(36)}`;
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'New blog post', level: 1 })).toBeVisible(loaded);
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByLabel('Summary').fill('A post that waits for its time.');
  await form.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.type('Published by the clock, not by a person.');
  await form.getByRole('radio', { name: 'Scheduled' }).check();
  const at = new Date(Date.now() + NEPAL_OFFSET_MS + AHEAD_MS).toISOString().slice(0, 19);
  await form.getByLabel(/Publish at \(Nepal time\)/).fill(at);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.savedAs(title, 'scheduled') })).toBeVisible(loaded);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(loaded);
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/blogs');
    await expect(visitor.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible(loaded);
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    // Its time comes; the visitor reloads until the list shows it (at most the page cache's seconds late).
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 75_000, intervals: [1_000] });
  } finally {
    await visitorContext.close();
  }
});
