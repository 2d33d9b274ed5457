import type { ProductCard as ProductCardData } from '@suraksha/contracts/catalog';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeShopApi,
  aCategoryPage,
  aCustomer,
  aProductCard,
  aProductPage,
  apiError,
  fakeShopApi,
  profileOf,
} from '../../test-support/fake-shop-api.ts';
import { renderInShop } from '../../test-support/shop-harness.tsx';
import { saveSession } from '../../lib/session/session-storage.ts';
import { type CatalogSlots, CatalogSlotsProvider } from './catalog-slots.tsx';
import { CustomerPrices, pricesIn } from './customer-prices.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ProductPrice, UnlessQuoteOnly } from './product-price.tsx';

const TOKEN = 'P'.repeat(43);

let nextId = 1;
const aProduct = (slug: string, overrides: Partial<ProductCardData> = {}): ProductCardData =>
  aProductCard(slug, { id: nextId++, ...overrides });

// What the server rendered: the visitor's answer, without prices.
const listing = [aProduct('offer'), aProduct('plain'), aProduct('quoted', { on_request: true }), aProduct('unpriced')];
// What the same call answers with the bearer token.
const PRICES: Record<string, Pick<ProductCardData, 'price' | 'offer_price'>> = {
  offer: { price: 9000, offer_price: 8000 },
  plain: { price: 12345.5, offer_price: null },
  quoted: { price: 2500, offer_price: null },
  unpriced: { price: 0, offer_price: null },
};
const priced = listing.map((product) => ({ ...product, ...PRICES[product.slug] }));

const slots: CatalogSlots = {
  quoteButton: (product, place = 'card') => <button type="button">{`Quote ${product.slug} (${place})`}</button>,
  cardActions: (product) => <button type="button">{`Wish ${product.slug}`}</button>,
  compareToggle: () => null,
  bagButton: (product) => <button type="button">{`Bag ${product.slug}`}</button>,
};

let api: FakeShopApi;

beforeEach(() => {
  api = fakeShopApi({
    'GET /customer/profile': profileOf(aCustomer()),
    // As the server does: prices only for the customer's bearer token.
    'GET /categories/:slug': ({ params, headers }) =>
      aCategoryPage(params.slug ?? '', headers.get('authorization') === `Bearer ${TOKEN}` ? priced : listing),
    'GET /products/:slug': ({ params }) => {
      const onPage = priced.find((product) => product.slug === params.slug);
      return onPage ? aProductPage(onPage) : apiError(404, 'Not found.');
    },
  });
});

function renderPage(children: React.ReactNode) {
  return renderInShop(<CatalogSlotsProvider value={slots}>{children}</CatalogSlotsProvider>);
}

const priceRows = (container: HTMLElement) => [...container.querySelectorAll('.product-card__price')];

describe('ProductCard prices', () => {
  it('shows a visitor names only, with no price row at all, and asks for nothing', async () => {
    const { container } = renderPage(
      <CustomerPrices loadKey="ip-cameras" load={(customer) => customer.catalog.category('ip-cameras')}>
        <ProductGrid products={listing} />
      </CustomerPrices>,
    );
    expect(screen.getByRole('link', { name: 'Camera offer' })).toBeTruthy();
    expect(priceRows(container)).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('upgrades a signed-in customer to prices by the one rule, with the wishlist slot on each card and Add to bag where there is a price', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    const { container } = renderPage(
      <CustomerPrices loadKey="ip-cameras" load={(customer) => customer.catalog.category('ip-cameras')}>
        <ProductGrid products={listing} />
      </CustomerPrices>,
    );
    await waitFor(() => expect(priceRows(container)[0]?.textContent).toContain('Rs\u00a08,000.00'));
    const [offer, plain, quoted, unpriced] = priceRows(container);
    expect(offer?.querySelector('s')?.textContent).toContain('Rs\u00a09,000.00');
    expect(plain?.textContent).toBe('Rs\u00a012,345.50');
    expect(quoted?.textContent).toBe('Quote quoted (card)');
    expect(unpriced?.textContent).toBe('Quote unpriced (card)');
    for (const slug of ['offer', 'plain', 'quoted', 'unpriced']) expect(screen.getByRole('button', { name: `Wish ${slug}` })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Bag / }).map((b) => b.textContent)).toEqual(['Bag offer', 'Bag plain']);
  });

  it('shows the product page price to a customer, and Login to see price to a visitor', async () => {
    const page = <ProductPrice product={listing[0] as ProductCardData} />;
    const visitor = renderPage(
      <CustomerPrices loadKey="offer" load={(customer) => customer.catalog.product('offer')}>
        {page}
      </CustomerPrices>,
    );
    expect(screen.getByRole('link', { name: 'Login to see price' })).toBeTruthy();
    visitor.unmount();

    saveSession({ access_token: TOKEN, expires_in: 3600 });
    const { container } = renderPage(
      <CustomerPrices loadKey="offer" load={(customer) => customer.catalog.product('offer')}>
        {page}
      </CustomerPrices>,
    );
    await waitFor(() => expect(container.querySelector('.shown-price__now')?.textContent).toBe('Rs\u00a08,000.00'));
    expect(container.querySelector('.product-price s')?.textContent).toContain('Rs\u00a09,000.00');
    expect(container.textContent).toContain('/ pcs');
    expect(screen.queryByRole('link', { name: 'Login to see price' })).toBeNull();
  });

  it('offers a visitor the Quote button on the page of an on-request product', () => {
    renderPage(<ProductPrice product={listing[2] as ProductCardData} />);
    expect(screen.getByRole('button', { name: 'Quote quoted (page)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login to see price' })).toBeNull();
  });
});

describe('Add to bag on the product page', () => {
  const bagFor = (product: ProductCardData) => (
    <CustomerPrices loadKey={product.slug} load={(customer) => customer.catalog.product(product.slug)}>
      <ProductPrice product={product} />
      <UnlessQuoteOnly product={product}>
        <button type="button">Add to bag</button>
      </UnlessQuoteOnly>
    </CustomerPrices>
  );
  const unpriced = listing[3] as ProductCardData;

  it('stays for a visitor, who cannot know the price (the button asks them to sign in)', () => {
    renderPage(bagFor(unpriced));
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeTruthy();
  });

  it('goes for a customer once the price turns out to be none: such a product is quoted (SPEC §4)', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    renderPage(bagFor(unpriced));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quote unpriced (page)' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Add to bag' })).toBeNull();
  });

  it('stays for a customer when there is a price, and is never there for an on-request product', async () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 });
    const withPrice = renderPage(bagFor(listing[0] as ProductCardData));
    await waitFor(() => expect(withPrice.container.querySelector('.shown-price__now')?.textContent).toBe('Rs\u00a08,000.00'));
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeTruthy();
    withPrice.unmount();

    renderPage(bagFor(listing[2] as ProductCardData));
    expect(screen.queryByRole('button', { name: 'Add to bag' })).toBeNull();
  });
});

describe('pricesIn', () => {
  it('collects the product, related products and every product list of an answer', () => {
    const book = pricesIn({
      result: 'success',
      product: priced[0],
      related: [priced[1]],
      newProducts: [priced[2]],
      brands: [{ slug: 'hik', title: 'Hik' }],
      maxAmount: 5,
    });
    expect([...book.keys()]).toEqual(['offer', 'plain', 'quoted']);
    expect(book.get('offer')).toEqual({ price: 9000, offer_price: 8000 });
  });
});
