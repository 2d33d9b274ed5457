import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The browser build the server under test sends (npm run build). */
const CLIENT_DIR = path.resolve(import.meta.dirname, '../apps/web/build/client');

test.describe('delivery over 4G', () => {
  test('HTML is compressed with brotli, or gzip for older clients', async ({ request }) => {
    const br = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test('hashed assets are cached for a year and compressed', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]').first();
    const src = (await script.getAttribute('src')) ?? (await script.getAttribute('href'));
    expect(src).toMatch(/^\/assets\/.+-[A-Za-z0-9_-]{8}\.js$/);
    const res = await request.get(src as string, { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(res.headers()['cache-control']).toContain('max-age=31536000');
    // Sent as the build compressed it at brotli's best (decision 0121), not compressed again per request.
    expect(res.headers()['content-encoding']).toBe('br');
    expect(Number(res.headers()['content-length'])).toBe(statSync(path.join(CLIENT_DIR, `${src}.br`)).size);
  });

  test('the API docs are browsable', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Suraksha API').first()).toBeVisible();
  });
});
