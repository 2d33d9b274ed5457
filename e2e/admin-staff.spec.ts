import { expect, test } from '@playwright/test';
import { STAFF_ADMIN_MESSAGES as M } from '../packages/contracts/src/admin/staff.ts';
import { totpCode } from '../apps/server/src/modules/staff/totp.ts';
import { E2E_STAFF_OWNER, readMail, uniqueEmail } from './support/accounts.ts';
import { signInStaff } from './support/staff-sign-in.ts';

/**
 * Issue #15: the owner invites a staff member from /admin/staff; the invited person opens the
 * mailed one-time link, sets a password, signs in and enrols an authenticator; the owner then
 * sees them set up and disables them, which ends their session at once.
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 20_000 };

test('the owner invites a staff member, who sets a password from the mailed link, enrols TOTP and is then disabled', async ({
  page,
  browser,
}) => {
  await signInStaff(page, E2E_STAFF_OWNER, { code: await totpCode(E2E_STAFF_OWNER.totpSecret) });
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible(loaded);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff' });
  await expect(table.getByRole('row').filter({ hasText: E2E_STAFF_OWNER.email })).toContainText('(you)', loaded);

  // The invitation.
  const email = uniqueEmail('invited-warehouse');
  const name = 'Ishwor Invited';
  const sentAt = Date.now() - 1000;
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').selectOption('warehouse');
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.invited(email) })).toBeVisible(loaded);
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Not yet');

  // The mail, as the server wrote it to the outbox.
  const mail = await readMail(email, 'staff-invitation', { newerThan: sentAt, matching: /\/admin\/invite\// });
  const link = /(\/admin\/invite\/[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  try {
    await them.goto(link as string);
    await expect(them.getByText(/Namaste Ishwor Invited/)).toContainText(`invited as Warehouse with the e-mail address ${email}`, loaded);
    const password = 'momo and chiya at dawn';
    const set = them.getByRole('form', { name: 'Set your password' });
    await expect(set).toHaveAttribute('data-hydrated', 'true', loaded);
    await set.getByLabel('Password').fill(password);
    await set.getByRole('button', { name: 'Set my password' }).click();
    await expect(them).toHaveURL(/\/admin\/login$/, loaded);
    await expect(them.getByRole('status').filter({ hasText: M.accepted })).toBeVisible();

    // The link works once.
    await them.goto(link as string);
    await expect(them.getByRole('alert')).toHaveText(M.invitationEnded, loaded);

    // First sign-in: the authenticator is set up.
    await signInStaff(them, { email, password }, { code: null });
    await expect(them.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible(loaded);
    const secret = (await them.getByTestId('totp-secret').innerText()).trim();
    await them.getByLabel('The 6-digit code it shows').fill(await totpCode(secret));
    await them.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(them.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await them.getByRole('button', { name: 'I have kept them — continue' }).click();
    await expect(them.getByText(`${name} · warehouse`)).toBeVisible(loaded);
    await expect(them.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

    // The owner sees them set up, then disables them: their next page goes back to the sign-in.
    await page.reload();
    await expect(row).toContainText('Active', loaded);
    await expect(row).toContainText('Set up');
    await row.getByRole('button', { name: `Disable ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${name}?` });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.disabled(name) })).toBeVisible(loaded);
    await expect(row).toContainText('Disabled');

    await them.goto('/admin/orders');
    await expect(them).toHaveURL(/\/admin\/login\?redirectTo=/, loaded);
  } finally {
    await theirs.close();
  }
});
