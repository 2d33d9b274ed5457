import { randomBytes } from 'node:crypto';
import { createMicroCache, stringBytes } from './micro-cache.ts';

/**
 * Server-rendered catalogue pages kept for a few seconds (docs/decisions/0016).
 *
 * Every visitor of a catalogue URL gets the same HTML: the sign-in lives in the browser's storage,
 * so the server always renders the visitor's view and prices arrive after hydration (decision 0012).
 * Only the Content-Security-Policy nonce must differ per response; a stored page is sent with a fresh
 * nonce in place of the one it was rendered with, in the policy and in the document alike.
 */

/** A rendered page as it was answered, body included. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * The public catalogue: pages that read nothing but their URL and the catalogue. Account, bag,
 * checkout, sign-in and form pages are never stored (some act on their URL, e.g. e-mail verification).
 */
const CATALOGUE_PATHS = [
  /^\/$/,
  /^\/category\/[^/]+$/,
  /^\/products$/,
  /^\/products\/[^/]+$/,
  /^\/brands(\/[^/]+)?$/,
  /^\/packages(\/[^/]+)?$/,
].flatMap((pattern) => [pattern, inNepali(pattern)]);

/** The same page in the Nepali site, under /ne (decision 0124); its home page is `/ne` itself. */
function inNepali(pattern: RegExp): RegExp {
  return pattern.source === '^\\/$' ? /^\/ne\/?$/ : new RegExp(`^\\/ne${pattern.source.slice(1)}`);
}

/** A visitor who chose Nepali is sent from `/` to `/ne` (decision 0124): that answer depends on the cookie. */
const LANGUAGE_CHOSEN = /(?:^|;\s*)lang=/;

/** The cache key of a request that may be answered from memory, or null. */
export function cacheablePageKey(method: string, url: string, cookie?: string): string | null {
  if (method !== 'GET') return null;
  const pathname = url.split('?', 1)[0] ?? '';
  if (pathname === '/' && cookie && LANGUAGE_CHOSEN.test(cookie)) return null;
  // Client navigations fetch loader data as `<path>.data`: not a page, and without a nonce to renew.
  if (pathname.endsWith('.data') || !CATALOGUE_PATHS.some((pattern) => pattern.test(pathname))) return null;
  return url;
}

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

/** The page with every occurrence of its render's nonce replaced by a new one. */
export function withFreshNonce(page: RenderedPage, nonce = randomBytes(16).toString('base64')): RenderedPage {
  const policy = page.headers.find(([name]) => name === 'content-security-policy');
  const old = policy ? NONCE_IN_POLICY.exec(policy[1])?.[1] : undefined;
  if (!old) return page;
  return {
    status: page.status,
    headers: page.headers.map(([name, value]) => [name, value.replaceAll(old, nonce)]),
    body: page.body.replaceAll(old, nonce),
  };
}

/** Only complete, shareable answers are kept: no server errors, nothing that sets a cookie. */
function isShareable(page: RenderedPage): boolean {
  return page.status < 500 && !page.headers.some(([name]) => name === 'set-cookie');
}

/** A stored page's estimated weight: its body and headers as strings, and a little for the rest. */
export function pageBytes(page: RenderedPage): number {
  let bytes = 200 + stringBytes(page.body);
  for (const [name, value] of page.headers) bytes += 64 + stringBytes(name) + stringBytes(value);
  return bytes;
}

export interface PageCache {
  /** The page for `key`: from memory when a shareable one is fresh, else from `render` (shared by concurrent callers). */
  get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage>;
  /** Forgets every page (the catalogue changed). */
  clear(): void;
  /** Forgets the pages whose time is up; answers when the latest kept one expires (0: none kept). */
  sweep(): number;
  /** How many pages are kept and their estimated weight (tests and diagnostics). */
  size(): { entries: number; bytes: number };
}

export function createPageCache(opts: { ttlMs: number; maxEntries: number; maxBytes: number }): PageCache {
  const pages = createMicroCache<RenderedPage>({ ...opts, keep: isShareable, sizeOf: pageBytes });
  return {
    get: async (key, render) => withFreshNonce(await pages.get(key, render)),
    clear: () => pages.clear(),
    sweep: () => pages.sweep(),
    size: () => ({ entries: pages.entries, bytes: pages.bytes }),
  };
}

/** A React Router answer read whole, so it can be stored and sent again. */
export async function readRenderedPage(response: Response): Promise<RenderedPage> {
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}
