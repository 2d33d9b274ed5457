import type { CategoryResponse } from '@suraksha/contracts/catalog';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiContext, publicEnvContext } from '../lib/api-context.ts';
import { aCategoryPage, aProductCard, aProductPage, fakeShopApi } from '../test-support/fake-shop-api.ts';
import { renderInShop } from '../test-support/shop-harness.tsx';
import Category, { meta as categoryMeta } from './category.tsx';
import { loader as productLoader, meta as productMeta } from './product.tsx';

// Issue #19: a category's own page and a product's head on the Nepali site (staff's Nepali names, decision 0127).

function aNamedCategory(): CategoryResponse {
  const page = aCategoryPage('ip-cameras', [aProductCard('dome', { title: 'Dome Camera' })]);
  return {
    ...page,
    category: {
      ...page.category,
      title: 'IP Cameras',
      ne: { title: 'आईपी क्यामेरा' },
      parent: { title: 'CCTV Cameras', slug: 'cctv-cameras', ne: { title: 'सीसीटीभी क्यामेरा' } },
      children: [
        { title: 'Dome', slug: 'ip-dome', ne: { title: 'डोम' } },
        { title: 'Bullet', slug: 'ip-bullet', ne: {} },
      ],
    },
  };
}

function renderCategory(url: string) {
  fakeShopApi();
  const body = aNamedCategory();
  const loaderData = { ...body, basePath: '/category/ip-cameras', query: { page: 1, sort: undefined }, canonical: '', image: null };
  const props = { loaderData, params: { categoryId: 'ip-cameras' } } as unknown as Parameters<typeof Category>[0];
  return renderInShop(<Category {...props} />, { url });
}

describe('a category page on the Nepali site', () => {
  it("shows staff's Nepali names in the heading, the chips and the trail, in Nepali, with links inside /ne", () => {
    const { container } = renderCategory('/ne/category/ip-cameras');
    expect(screen.getByRole('heading', { level: 1, name: 'आईपी क्यामेरा' })).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'आईपी क्यामेरा का प्रकारहरू' });
    expect(within(chips).getByRole('link', { name: 'डोम' }).getAttribute('href')).toBe('/ne/category/ip-dome');
    // No Nepali name: the English one.
    expect(within(chips).getByRole('link', { name: 'Bullet' }).getAttribute('href')).toBe('/ne/category/ip-bullet');
    const trail = screen.getByRole('navigation', { name: 'तपाईं कहाँ हुनुहुन्छ' });
    expect(within(trail).getByRole('link', { name: 'सीसीटीभी क्यामेरा' }).getAttribute('href')).toBe('/ne/category/cctv-cameras');
    expect(container.querySelector('.catalog-count')?.textContent).toBe('1 वटा सामान भेटियो');
    expect(screen.getByRole('combobox', { name: 'क्रम मिलाउनुहोस्' }).closest('form')?.getAttribute('action')).toBe('/ne/category/ip-cameras');
  });

  it('keeps the English names and texts on the English site', () => {
    const { container } = renderCategory('/category/ip-cameras');
    expect(screen.getByRole('heading', { level: 1, name: 'IP Cameras' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Kinds of IP Cameras' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CCTV Cameras' }).getAttribute('href')).toBe('/category/cctv-cameras');
    expect(container.querySelector('.catalog-count')?.textContent).toBe('1 item found');
  });

  it('names the category in Nepali in the page title and description', () => {
    const loaderData = { ...aNamedCategory(), canonical: 'https://shop.example/ne/category/ip-cameras', image: null };
    const args = { loaderData, location: { pathname: '/ne/category/ip-cameras' } } as unknown as Parameters<typeof categoryMeta>[0];
    const tags = categoryMeta(args);
    expect(tags).toContainEqual({ title: 'आईपी क्यामेरा | Suraksha' });
    expect(tags).toContainEqual({
      name: 'description',
      content: 'नेपालका घर र व्यवसायका लागि आईपी क्यामेरा: सक्कली सामान, वारेन्टी, क्यास अन डेलिभरी।',
    });
  });
});

describe('a product page’s head on the Nepali site', () => {
  it("uses staff's Nepali name, and its JSON-LD says the page is in Nepali with the trail inside /ne", () => {
    const page = aProductPage(aProductCard('dome', { title: 'Dome Camera' }));
    const product = {
      ...page.product,
      ne: { title: 'डोम क्यामेरा' },
      breadcrumbs: [{ title: 'CCTV Cameras', slug: 'cctv-cameras', ne: { title: 'सीसीटीभी क्यामेरा' } }],
    };
    const loaderData = { product, related: [], publicUrl: 'https://shop.example', canonical: 'https://shop.example/ne/products/dome' };
    const args = { loaderData, location: { pathname: '/ne/products/dome' } } as unknown as Parameters<typeof productMeta>[0];
    const tags = productMeta(args) as Record<string, unknown>[];
    expect(tags).toContainEqual({ title: 'डोम क्यामेरा | Suraksha' });
    expect(tags).toContainEqual({ name: 'description', content: 'डोम क्यामेरा: वारेन्टी र क्यास अन डेलिभरीसहित नेपालमा सक्कली सामान।' });
    const [item, trail] = tags.filter((tag) => 'script:ld+json' in tag).map((tag) => tag['script:ld+json']) as Record<string, unknown>[];
    expect(item).toMatchObject({ '@type': 'Product', name: 'डोम क्यामेरा', inLanguage: 'ne' });
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'गृहपृष्ठ', item: 'https://shop.example/ne' },
      { '@type': 'ListItem', position: 2, name: 'सीसीटीभी क्यामेरा', item: 'https://shop.example/ne/category/cctv-cameras' },
      { '@type': 'ListItem', position: 3, name: 'डोम क्यामेरा', item: 'https://shop.example/ne/products/dome' },
    ]);
  });

  it('answers an old slug under /ne with a 301 that stays in /ne', async () => {
    const api = vi.fn<ApiTransport>(async () => ({ status: 301, body: { result: 'moved', slug: 'himal-video-doorbell' } }));
    const context = new RouterContextProvider();
    context.set(apiContext, api);
    context.set(publicEnvContext, { apiKey: 'k', publicUrl: 'https://shop.example' });
    const load = productLoader as unknown as (args: object) => Promise<unknown>;
    const thrown = await load({
      request: new Request('https://shop.example/ne/products/himal-doorbell'),
      context,
      params: { productId: 'himal-doorbell' },
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/ne/products/himal-video-doorbell');
  });
});
