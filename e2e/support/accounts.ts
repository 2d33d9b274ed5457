import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** Helpers for journeys that need a signed-in customer or a mailed code. */

export const API_KEY = 'suraksha-demo-key';
export const DEMO_PASSWORD = 'suraksha-demo';
export {
  E2E_CANCELLER,
  E2E_COUPON_CUSTOMER,
  E2E_COUPONS_MANAGER,
  E2E_DESK_CUSTOMER,
  E2E_DESK_MANAGER,
  E2E_DESK_WAREHOUSE,
  E2E_INBOX_SALES,
  E2E_NEPALI_BUYER,
  E2E_NEW_MANAGER,
  E2E_PAPERS_SALES,
  E2E_REQUOTER,
  E2E_SHOPPER,
  E2E_STAFF_OWNER,
} from './shopper.ts';
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: DEMO_PASSWORD, name: 'Demo Customer' };
/** Seeded, never verified: the dashboard must send her to /email/verify. */
export const UNVERIFIED_CUSTOMER = { email: 'anjali.gurung@example.com', password: DEMO_PASSWORD, name: 'Anjali Gurung' };

export interface IssuedToken {
  access_token: string;
  expires_in: number;
}

/** Signs in through the API (fast, no form). */
export async function loginThroughApi(request: APIRequestContext, who: { email: string; password: string }): Promise<IssuedToken> {
  const res = await request.post('/api/auth/login', {
    headers: { 'x-api-key': API_KEY },
    data: { email: who.email, password: who.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as IssuedToken;
}

/** Puts a sign-in into the browser's local storage exactly as the site keeps it (SPEC §3: token, isLoggedIn, expiry). */
export async function storeSession(page: Page, issued: IssuedToken, expiresAt = Date.now() + issued.expires_in * 1000) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ({ token, expiry }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('expiry', String(expiry));
    },
    { token: issued.access_token, expiry: expiresAt },
  );
}

/** Logs the browser in as someone (demo customer by default) without the login form. */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  who: { email: string; password: string } = DEMO_CUSTOMER,
): Promise<IssuedToken> {
  const issued = await loginThroughApi(request, who);
  await storeSession(page, issued);
  return issued;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts must export the server data dir to the tests');
  return path.join(dataDir, 'outbox');
}

/** Quoted-printable soft breaks and escapes, so a code split across lines reads whole. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The newest mail of a kind ('email-verification', 'password-reset', 'registration-attempt') to an
 * address, decoded, read from the .eml files the server writes to DATA_DIR/outbox without SMTP.
 * `matching` skips mails without what the caller needs in them.
 */
export async function readMail(
  to: string,
  template: string,
  opts: { newerThan?: number; timeoutMs?: number; matching?: RegExp } = {},
): Promise<string> {
  const until = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir()).filter((f) => f.endsWith(`-${template}.eml`));
    } catch {
      files = [];
    }
    const newest = files
      .map((f) => ({ f, at: Number(f.split('-')[0]) }))
      .filter(({ at }) => at >= (opts.newerThan ?? 0))
      .toSorted((a, b) => b.at - a.at);
    for (const { f } of newest) {
      const eml = decodeQuotedPrintable(readFileSync(path.join(outboxDir(), f), 'utf8'));
      if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(eml)) continue;
      if (!opts.matching || opts.matching.test(eml)) return eml;
    }
    if (Date.now() > until) throw new Error(`no ${template} mail to ${to} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The 6-digit code of the newest mail of a kind ('email-verification', 'password-reset') to an address. */
export async function readMailedCode(to: string, template: string, opts: { newerThan?: number; timeoutMs?: number } = {}): Promise<string> {
  const eml = await readMail(to, template, { ...opts, matching: /code is \d{6}/ });
  return /code is (\d{6})/.exec(eml)?.[1] as string;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
