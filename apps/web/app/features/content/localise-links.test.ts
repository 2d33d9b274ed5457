import { describe, expect, it } from 'vitest';
import { localiseLinks } from './localise-links.ts';

describe('localiseLinks', () => {
  const html =
    '<p>See <a href="/pages/warranty">warranty</a>, <a href="/products?search=dome#top" rel="nofollow">domes</a> and <a href="/">home</a>.</p>';

  it('leads links to shop pages into the Nepali site', () => {
    expect(localiseLinks(html, 'ne')).toBe(
      '<p>See <a href="/ne/pages/warranty">warranty</a>, <a href="/ne/products?search=dome#top" rel="nofollow">domes</a> and <a href="/ne">home</a>.</p>',
    );
  });

  it('leaves the English site’s HTML exactly as it is', () => {
    expect(localiseLinks(html, 'en')).toBe(html);
  });

  it('does not touch links already in Nepali, to other sites, e-mail, anchors, files or the back office', () => {
    const others = [
      '<a href="/ne/blogs">a</a>',
      '<a href="https://www.hikvision.com/pages/x">b</a>',
      '<a href="//evil.example/x">c</a>',
      '<a href="mailto:info@suraksha.com.np">d</a>',
      '<a href="#faq">e</a>',
      '<a href="/media/catalogues/dahua.pdf">f</a>',
      '<a href="/downloads/price-list.pdf">g</a>',
      '<a href="/admin/orders">h</a>',
      '<img src="/media/products/dome.webp" alt="">',
    ].join(' ');
    expect(localiseLinks(others, 'ne')).toBe(others);
  });
});
