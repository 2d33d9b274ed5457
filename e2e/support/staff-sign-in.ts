import { type Page, expect } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../../apps/server/src/db/seed/demo-people.ts';
import { totpCode } from '../../apps/server/src/modules/staff/totp.ts';

const loaded = { timeout: 20_000 };

interface SignInOptions {
  /** Where to go first (the sign-in page, or a back-office page that asks for it); null: the form is already shown. */
  at?: string | null;
  /** The authenticator code: by default the demo secret's current one; null leaves the field empty (not enrolled yet). */
  code?: string | null;
  /** The URL the back office should land on after signing in, when the journey checks it. */
  landsOn?: RegExp;
}

/**
 * Signs a staff member in through the back office's own form, once it has hydrated. Every staff
 * account of the journeys shares the demo TOTP secret, and a code serves once per 30 s
 * (replay guard): each journey signs in a member of its own (e2e/support/shopper.ts).
 */
export async function signInStaff(page: Page, who: { email: string; password: string }, options: SignInOptions = {}) {
  const { at = '/admin/login', landsOn } = options;
  if (at !== null) await page.goto(at);
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toHaveAttribute('data-hydrated', 'true', loaded);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  const code = options.code === undefined ? await totpCode(DEMO_TOTP_SECRET) : options.code;
  if (code !== null) await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (landsOn) await expect(page).toHaveURL(landsOn, loaded);
}
