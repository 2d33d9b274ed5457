import { type Page, expect, test } from '@playwright/test';
import { CONTENT_MESSAGES as M } from '../packages/contracts/src/admin/content-messages.ts';
import { DEFAULT_HOME_LAYOUT, HOME_LAYOUT_MESSAGES } from '../packages/contracts/src/home-layout-messages.ts';
import { hydrated } from './support/phone.ts';
import { signInStaff } from './support/staff-sign-in.ts';
import { E2E_SERVICES_EDITOR } from './support/shopper.ts';

/**
 * Issue #17 (decision 0109): an editor opens a job and sets its deadline to yesterday (Nepal): it
 * leaves /career and its page says applications are closed. She changes the hero's title and hides
 * the brands: a visitor's home page shows both at once. She puts the home page back as it was.
 */

test.describe.configure({ timeout: 150_000 });
const loaded = { timeout: 20_000 };
/** Nepal is UTC+5:45 all year. */
const nepalDay = (daysFromToday: number) =>
  new Date(Date.now() + (5 * 60 + 45) * 60 * 1000 + daysFromToday * 86_400_000).toISOString().slice(0, 10);

const signIn = (page: Page) => signInStaff(page, E2E_SERVICES_EDITOR, { at: '/admin/content/careers/new' });

test('an editor closes a job by its deadline and changes the home page; the storefront shows both at once', async ({ page, browser }) => {
  const title = `Night Guard ${Date.now().toString(36)}`;
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'New job opening', level: 1 })).toBeVisible(loaded);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'New job opening' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByLabel('Summary').fill('Watch the shop at night.');
  await form.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.type('Nights, weekends, a torch and a phone.');
  await form.getByLabel('Location').fill('Kalanki, Kathmandu');
  await form.getByLabel('Employment type').fill('Full-time');
  await form.getByLabel(/Deadline/).fill(nepalDay(7));
  await form.getByRole('radio', { name: 'Published' }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.savedAs(title, 'published') })).toBeVisible(loaded);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(loaded);
  await expect(page.getByText('closes in 7 days')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/career');
    await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible(loaded);

    // The deadline moves to yesterday: the job leaves the list, its page says it is closed.
    const edit = page.getByRole('form', { name: 'Edit the job opening' });
    await edit.getByLabel(/Deadline/).fill(nepalDay(-1));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^closed \(deadline/)).toBeVisible(loaded);
    await visitor.goto('/career');
    await expect(visitor.getByRole('heading', { name: 'Careers', level: 1 })).toBeVisible(loaded);
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await visitor.goto(`/career/${slug}`);
    await expect(visitor.getByText('Applications for this position are closed')).toBeVisible(loaded);
    await expect(visitor.getByRole('form', { name: 'Apply' })).toHaveCount(0);

    // The home page: a new hero title, and the brands hidden.
    const heroTitle = `Cameras fitted this week ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'Back to the careers', exact: false }).click();
    await page.getByRole('link', { name: 'Back to the content', exact: false }).click();
    await page.getByRole('link', { name: 'Home page', exact: true }).click();
    const home = page.getByRole('form', { name: 'The home page' });
    await expect(home).toBeVisible(loaded);
    await home.getByRole('textbox', { name: 'Title', exact: true }).fill(heroTitle);
    await home.getByRole('checkbox', { name: 'Show Brands', exact: true }).uncheck();
    await home.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: HOME_LAYOUT_MESSAGES.saved })).toBeVisible(loaded);

    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: heroTitle, level: 1 })).toBeVisible(loaded);
    await expect(visitor.getByRole('heading', { name: 'Brands we carry' })).toHaveCount(0);

    // Back as it was, for the journeys after this one.
    await home.getByRole('textbox', { name: 'Title', exact: true }).fill(DEFAULT_HOME_LAYOUT.hero.title);
    await home.getByRole('checkbox', { name: 'Show Brands', exact: true }).check();
    await home.getByRole('button', { name: 'Save' }).click();
    await expect(async () => {
      await visitor.goto('/');
      await expect(visitor.getByRole('heading', { name: DEFAULT_HOME_LAYOUT.hero.title, level: 1 })).toBeVisible({ timeout: 2_000 });
      await expect(visitor.getByRole('heading', { name: 'Brands we carry' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await visitorContext.close();
  }
});
