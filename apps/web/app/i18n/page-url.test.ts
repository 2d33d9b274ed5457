import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicEnvContext } from '../lib/api-context.ts';
import { pageUrl } from './page-url.ts';

const context = new RouterContextProvider();
context.set(publicEnvContext, { apiKey: 'k', publicUrl: 'https://shop.example' });

describe('pageUrl', () => {
  it('names the page in the language of the request', () => {
    expect(pageUrl(context, new Request('https://shop.example/brands/x'), '/brands/x')).toBe('https://shop.example/brands/x');
    expect(pageUrl(context, new Request('https://shop.example/ne/brands/x'), '/brands/x')).toBe('https://shop.example/ne/brands/x');
    expect(pageUrl(context, new Request('https://shop.example/ne'), '/')).toBe('https://shop.example/ne');
  });
});
