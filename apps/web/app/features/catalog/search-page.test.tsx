import type { ProductCard as ProductCardData, SearchResponse } from '@suraksha/contracts/catalog';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopApi, aCustomer, aProductCard, fakeShopApi, profileOf, unreachable } from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { readSearchQuery, searchApiQuery, searchHref } from './catalog-query.ts';
import { type CatalogSlots, CatalogSlotsProvider } from './catalog-slots.tsx';
import { CustomerPrices } from './customer-prices.tsx';
import { SearchPage } from './search-page.tsx';

/**
 * Price bounds are a customer privilege (decision 0012): the server renders the visitor's answer,
 * which ignores them; a signed-in customer's own answer replaces the whole list once it arrives.
 */

const TOKEN = 'S'.repeat(43);
const URL_WITH_BOUND = '/products?search=camera&max_price=8000';

const aProduct = (id: number, slug: string, price: number | null = null): ProductCardData => aProductCard(slug, { id, price });

function anAnswer(products: ProductCardData[], maxAmount: number): SearchResponse {
  return {
    result: 'success',
    brands: [{ id: 'hikvision', title: 'Hikvision', count: products.length, checked: false }],
    colors: [],
    sizes: [],
    categories: [],
    products,
    searchName: 'camera',
    maxAmount,
    pagination: { page: 1, perPage: 24, total: products.length, totalPages: 1 },
    sort: 'relevance',
  };
}

// The visitor's answer: every camera, no prices, no ceiling. The customer's: only those up to Rs 8,000.
const visitorAnswer = anAnswer([aProduct(1, 'cheap'), aProduct(2, 'dear')], 0);
const customerAnswer = anAnswer([aProduct(1, 'cheap', 7000)], 12000);

const slots: CatalogSlots = {
  quoteButton: () => null,
  cardActions: () => null,
  compareToggle: () => null,
  bagButton: () => null,
};

let api: FakeShopApi;

beforeEach(() => {
  api = fakeShopApi({ 'GET /customer/profile': profileOf(aCustomer()), 'GET /products': customerAnswer });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderSearch(url: string) {
  const query = readSearchQuery(new URL(url, 'http://shop.test'));
  if (!query) throw new Error(`not a search URL: ${url}`);
  return renderInShop(
    <CatalogSlotsProvider value={slots}>
      <CustomerPrices loadKey={searchHref(query)} load={(customer) => customer.catalog.search(searchApiQuery(query))}>
        <SearchPage result={visitorAnswer} query={query} logo={null} />
      </CustomerPrices>
    </CatalogSlotsProvider>,
    { url },
  );
}

const shownSlugs = () => screen.getAllByRole('link', { name: /^Camera / }).map((a) => a.textContent);
const sliders = () => screen.getAllByRole('slider') as HTMLInputElement[];

describe('the search page’s price filter', () => {
  it('tells a visitor the price filter is not applied and offers a sign-in that returns here', async () => {
    renderSearch(URL_WITH_BOUND);
    await screen.findByText('Price filter not applied.');
    expect(shownSlugs()).toEqual(['Camera cheap', 'Camera dear']);
    for (const slider of sliders()) expect(slider.disabled).toBe(true);
    // A locked slider sends nothing: not even its ceiling goes into the URL.
    expect(document.querySelector('input[name="max_amount"]')).toBeNull();
    const logins = screen.getAllByRole('link', { name: 'Login to filter by price' });
    expect(logins.length).toBeGreaterThan(0);
    for (const link of logins) expect(link.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent(URL_WITH_BOUND)}`);
    expect(api.requests('GET /products')).toHaveLength(0);
  });

  it('says nothing about a price filter a visitor did not ask for', async () => {
    renderSearch('/products?search=camera');
    await screen.findAllByRole('link', { name: 'Login to filter by price' });
    expect(screen.queryByText('Price filter not applied.')).toBeNull();
  });

  it('dims the list while a customer’s price-filtered answer loads, then shows that answer whole', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    let release: () => void = () => {};
    api.answer('GET /products', () => new Promise((resolve) => (release = () => resolve(customerAnswer))));
    const { container } = renderSearch(URL_WITH_BOUND);
    await screen.findByText('Filtering by price…');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    for (const slider of sliders()) expect(slider.disabled).toBe(true);
    // SPEC §2: the filter lists render nothing while loading (the visitor's counts are not the customer's).
    expect(screen.getAllByText('Brand').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    release();
    await waitFor(() => expect(shownSlugs()).toEqual(['Camera cheap']));
    expect(screen.queryByText('Filtering by price…')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.querySelector('.catalog-count')?.textContent).toBe('1 item found');
    // The sidebar's brand list is back, with the customer's count (the closed side panel is not in the page).
    const brandCounts = screen.getAllByRole('checkbox', { name: /Hikvision/ }).map((box) => box.closest('label, li')?.textContent);
    expect(brandCounts).toEqual(['Hikvision1']);
    for (const slider of sliders()) {
      expect(slider.disabled).toBe(false);
      expect([slider.max, slider.value]).toEqual(['12000', '8000']);
    }
    expect((document.querySelector('input[name="max_amount"]') as HTMLInputElement | null)?.value).toBe('12000');
    expect(screen.queryByRole('link', { name: 'Login to filter by price' })).toBeNull();
    const [search] = api.requests('GET /products');
    expect(search?.query.toString()).toBe('search=camera&max_price=8000');
    expect(search?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says so when the customer’s answer fails, and keeps the visitor’s list', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    api.answer('GET /products', unreachable);
    renderSearch(URL_WITH_BOUND);
    await screen.findByText('Price filter not applied: the prices could not be loaded.');
    expect(shownSlugs()).toEqual(['Camera cheap', 'Camera dear']);
  });
});

describe('the search page on the Nepali site', () => {
  it('reads in Nepali and keeps its forms and links inside /ne', async () => {
    const url = '/ne/products?search=camera&max_price=8000';
    const { container } = renderSearch(url);
    await screen.findByText('मूल्य फिल्टर लागू भएन।');
    expect(screen.getByRole('heading', { level: 1, name: '“camera” को खोज नतिजा' })).toBeTruthy();
    expect(container.querySelector('.catalog-count')?.textContent).toBe('2 वटा सामान भेटिए');
    expect(screen.getByRole('combobox', { name: 'क्रम मिलाउनुहोस्' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सबैभन्दा मिल्दो' })).toBeTruthy();
    expect(screen.getAllByText('ब्रान्ड').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'फिल्टर लागू गर्नुहोस्' }).length).toBeGreaterThan(0);
    for (const form of container.querySelectorAll('form')) expect(form.getAttribute('action')).toMatch(/^\/ne\/products/);
    for (const link of screen.getAllByRole('link', { name: 'मूल्यअनुसार छान्न लगइन गर्नुहोस्' })) {
      expect(link.getAttribute('href')).toContain(`redirectTo=${encodeURIComponent(url)}`);
    }
    expect(screen.getByRole('link', { name: 'फिल्टर हटाउनुहोस्' }).getAttribute('href')).toBe('/ne/products?search=camera');
    for (const english of ['Sort by', 'Apply filters', 'Brand', 'Price filter not applied.', 'Filters']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
