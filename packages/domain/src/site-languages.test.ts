import { describe, expect, it } from 'vitest';
import { languageFromCookie, languageOfAcceptLanguage, languageOfPath, localisedPath, pathWithoutLanguage } from './site-languages.ts';

describe('language of a URL', () => {
  it('is Nepali under /ne only', () => {
    expect(languageOfPath('/ne')).toBe('ne');
    expect(languageOfPath('/ne/brands')).toBe('ne');
    expect(languageOfPath('/news')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('moves a site path between the languages, query and hash kept', () => {
    expect(localisedPath('/', 'ne')).toBe('/ne');
    expect(localisedPath('/products?q=cam#top', 'ne')).toBe('/ne/products?q=cam#top');
    expect(localisedPath('/ne/products?q=cam', 'ne')).toBe('/ne/products?q=cam');
    expect(localisedPath('/ne/products?q=cam', 'en')).toBe('/products?q=cam');
    expect(localisedPath('/ne', 'en')).toBe('/');
    expect(localisedPath('https://example.com/x', 'ne')).toBe('https://example.com/x');
    expect(localisedPath('//evil.example/x', 'ne')).toBe('//evil.example/x');
    expect(pathWithoutLanguage('/news')).toBe('/news');
  });
});

describe('the language cookie', () => {
  it('names a language of the shop or nothing', () => {
    expect(languageFromCookie('a=1; lang=ne')).toBe('ne');
    expect(languageFromCookie('lang=en')).toBe('en');
    expect(languageFromCookie('lang=fr')).toBeNull();
    expect(languageFromCookie('slang=ne')).toBeNull();
    expect(languageFromCookie(null)).toBeNull();
  });
});

describe('the language an API call asks for (Accept-Language)', () => {
  it.each([
    ['ne', 'ne'],
    ['ne-NP', 'ne'],
    ['NE', 'ne'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ne-NP,ne;q=0.9,en;q=0.8', 'ne'],
    ['en;q=0.5, ne;q=0.8', 'ne'],
    ['fr, ne;q=0.1', 'ne'],
    ['ne;q=0, en;q=0.2', 'en'],
    ['fr-FR, de', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['ne;q=abc', 'en'],
  ] as const)('%s → %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});
