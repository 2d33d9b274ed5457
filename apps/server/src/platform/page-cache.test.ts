import { describe, expect, it } from 'vitest';
import { cacheablePageKey, createPageCache, pageBytes, type RenderedPage, withFreshNonce } from './page-cache.ts';

const NONCE = 'rBMFg29QNlQhR73BKR3Lnw==';

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${NONCE}'`],
    ],
    body: `<html><script nonce="${NONCE}">a()</script><link rel="modulepreload" nonce="${NONCE}"><p>Rs 1,00,000.00</p></html>`,
    ...overrides,
  };
}

/** A render that counts how often the cache asked for it. */
function counting(make: () => RenderedPage = () => page()) {
  const render = async () => {
    render.calls += 1;
    return make();
  };
  render.calls = 0;
  return render;
}

const nonceOf = (p: RenderedPage) => /'nonce-([^']+)'/.exec(p.headers.find(([n]) => n === 'content-security-policy')?.[1] ?? '')?.[1];

describe('page cache', () => {
  it('stores catalogue pages only: home, categories, search, products, brands and packages', () => {
    for (const url of [
      '/',
      '/category/ip-cameras?page=2',
      '/products?search=dome',
      '/products/hikvision-dome',
      '/brands',
      '/brands/dahua',
      '/packages',
      '/packages/4-camera-kit',
    ]) {
      expect(cacheablePageKey('GET', url), url).toBe(url);
    }
    for (const url of [
      '/login',
      '/carts',
      '/checkouts',
      '/dashboard',
      '/email-verify?token=x',
      '/products/hikvision-dome.data',
      '/quote-request?product=x',
    ]) {
      expect(cacheablePageKey('GET', url), url).toBeNull();
    }
    expect(cacheablePageKey('POST', '/products/hikvision-dome')).toBeNull();
    expect(cacheablePageKey('HEAD', '/')).toBeNull();
  });

  it('keeps the Nepali catalogue pages too, but never `/` for a visitor who chose a language (decision 0124)', () => {
    for (const url of ['/ne', '/ne/products/hikvision-dome', '/ne/category/cctv', '/ne/brands/dahua']) {
      expect(cacheablePageKey('GET', url), url).toBe(url);
    }
    for (const url of ['/ne/login', '/ne/carts', '/new', '/ne/products/x.data']) expect(cacheablePageKey('GET', url), url).toBeNull();
    expect(cacheablePageKey('GET', '/', 'theme=x; lang=ne')).toBeNull();
    expect(cacheablePageKey('GET', '/', 'theme=x')).toBe('/');
    expect(cacheablePageKey('GET', '/brands', 'lang=ne')).toBe('/brands');
  });

  it('sends a stored page with a fresh nonce in the policy and in every script of the document', () => {
    const fresh = withFreshNonce(page(), 'Zm9vYmFyYmF6cXV4cXV1eA==');
    expect(nonceOf(fresh)).toBe('Zm9vYmFyYmF6cXV4cXV1eA==');
    expect(fresh.body).not.toContain(NONCE);
    expect(fresh.body.match(/nonce="Zm9vYmFyYmF6cXV4cXV1eA=="/g)).toHaveLength(2);
    expect(fresh.body).toContain('<p>Rs 1,00,000.00</p>');
  });

  it('gives each answer of the same stored page its own nonce', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY });
    const render = counting();
    const first = await cache.get('/', render);
    const second = await cache.get('/', render);
    expect(render.calls).toBe(1);
    expect(second.body.replaceAll(nonceOf(second) ?? '', 'N')).toBe(first.body.replaceAll(nonceOf(first) ?? '', 'N'));
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(new Set([nonceOf(first), nonceOf(second), NONCE]).size).toBe(3);
  });

  it('renders again after a server error or a page that sets a cookie', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY });
    const failing = counting(() => page({ status: 500 }));
    await cache.get('/', failing);
    await cache.get('/', failing);
    expect(failing.calls).toBe(2);
    const cookie = counting(() => page({ headers: [...page().headers, ['set-cookie', 'a=b']] }));
    await cache.get('/brands', cookie);
    await cache.get('/brands', cookie);
    expect(cookie.calls).toBe(2);
  });

  it('keeps nothing when its time is 0', async () => {
    const cache = createPageCache({ ttlMs: 0, maxEntries: 10, maxBytes: Number.POSITIVE_INFINITY });
    const render = counting();
    await cache.get('/', render);
    await cache.get('/', render);
    expect(render.calls).toBe(2);
  });

  it('stays within its bytes under a flood of 50,000 distinct catalogue URLs', async () => {
    const maxBytes = 2 ** 20;
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 500, maxBytes });
    // Some 11 KB of HTML with a character beyond Latin-1, so 22 KB as a string (a real page is five times that).
    const big = page({ body: page().body.replace('<p>', `<p>${'Rs 1,00,000.00 — CCTV '.repeat(500)}`) });
    let largest = 0;
    for (let i = 0; i < 50_000; i++) {
      await cache.get(`/products?search=camera${i}`, async () => big);
      largest = Math.max(largest, cache.size().bytes);
    }
    expect(largest).toBeLessThanOrEqual(maxBytes);
    // Bound by bytes, not by its 500 entries: only as many 22 KB strings as fit in 1 MB.
    expect(cache.size().entries).toBe(Math.floor(maxBytes / pageBytes(big)));
  });
});
