import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './site-url.ts';

describe('absoluteUrl', () => {
  it.each([
    ['https://suraksha.com.np', '/products/dahua-nvr', 'https://suraksha.com.np/products/dahua-nvr'],
    ['https://suraksha.com.np/', '/', 'https://suraksha.com.np/'],
    ['https://example.com/store//', '/sitemap.xml', 'https://example.com/store/sitemap.xml'],
    ['http://localhost:3000', '/products?search=camera', 'http://localhost:3000/products?search=camera'],
    ['https://suraksha.com.np', 'https://cdn.example.com/a.webp', 'https://cdn.example.com/a.webp'],
    ['https://suraksha.com.np', 'HTTP://cdn.example.com/a.webp', 'HTTP://cdn.example.com/a.webp'],
  ])('%s + %s → %s', (publicUrl, path, expected) => {
    expect(absoluteUrl(publicUrl, path)).toBe(expected);
  });
});
