import { expect, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { API_KEY } from './support/accounts.ts';

// Journeys with the SPEC's 3-second waits in them: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Google sign-in end to end against a local mock OpenID provider. The server under test must be
 * started with GOOGLE_ISSUER=http://127.0.0.1:<E2E_GOOGLE_PORT> (default 3199), GOOGLE_CLIENT_ID
 * and GOOGLE_CLIENT_SECRET (see playwright.config.ts); discovery happens at the first sign-in,
 * so the provider this test starts is there in time.
 */
const PORT = Number(process.env.E2E_GOOGLE_PORT ?? 3199);
let provider: OAuth2Server;
let identity: Record<string, unknown> = {};

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  // Left alone, the mock names itself http://localhost:PORT; the server expects exactly this issuer.
  provider.issuer.url = `http://127.0.0.1:${PORT}`;
  await provider.start(PORT, '127.0.0.1');
  // Only the ID token carries an audience; the claims Google would put in it.
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud !== undefined) Object.assign(token.payload, identity);
  });
});
test.afterAll(async () => {
  await provider.stop();
});

test.describe('Sign in with Google', () => {
  test.beforeEach(async ({ request }) => {
    const options = await (await request.get('/api/auth/options', { headers: { 'x-api-key': API_KEY } })).json();
    expect(
      options.google,
      `the server must run with GOOGLE_ISSUER=http://127.0.0.1:${PORT}, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`,
    ).toBe(true);
  });

  test('a verified Google identity signs in, returns to / and opens the dashboard', async ({ page }) => {
    identity = { sub: `e2e-google-${Date.now()}`, email: `pema.${Date.now()}@gmail.com`, email_verified: true, name: 'Pema Lama' };
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByText('You are successfully logged in.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    await page.goto('/dashboard/profile');
    await expect(page.getByText(String(identity.email))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  });

  test('an unverified Google e-mail is refused on the callback page', async ({ page }) => {
    identity = { sub: `e2e-google-u-${Date.now()}`, email: `unverified.${Date.now()}@gmail.com`, email_verified: false };
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/login\/google\/callback/);
    await expect(page.getByRole('alert')).toHaveText('Your Google e-mail address is not verified, so it cannot be used to sign in.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a forged callback (no flow started in this browser) is refused', async ({ page }) => {
    await page.goto('/login/google/callback?code=forged&state=forged');
    await expect(page.getByRole('alert')).toContainText('Please try again.');
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  });
});
