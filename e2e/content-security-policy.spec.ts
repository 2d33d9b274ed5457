import { expect, test } from '@playwright/test';

// docs/decisions/0007: every page carries a nonce-based policy, and the shop still hydrates under it.
test('pages hydrate under their Content-Security-Policy and nothing is refused', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  // '/' twice: the second answer comes from the page cache (decision 0016) and must carry a nonce of its own.
  const seen: string[] = [];
  for (const url of ['/', '/', '/products?search=camera', '/brands', '/faqs']) {
    const response = await page.goto(url);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy, `${url} embeds nothing and is framed by no one`).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(nonce, `${url} has a script nonce in its policy`).toBeTruthy();
    expect(seen, 'no two pages share a nonce').not.toContain(nonce);
    seen.push(nonce as string);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // Every script the page carries inline has this response's nonce (the browser hides the attribute, not the property).
    const nonces = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
  }

  // A script injected later without the nonce is refused: the policy is really enforced.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
  expect(violations).toHaveLength(1);
});
