import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { itemsFound, listingHref, readListingQuery, readSearchQuery, searchApiQuery, searchHref } from './catalog-query.ts';

const url = (query: string) => new URL(`http://shop.test/products?${query}`);

describe('search state in the URL', () => {
  it('reads repeated and comma-separated lists alike, without blanks or repeats', () => {
    const query = readSearchQuery(url('search=+hik+&brands=dahua&brands=hikvision,dahua&sizes=&categories=nvr'));
    expect(query).toMatchObject({
      search: 'hik',
      brands: ['dahua', 'hikvision'],
      sizes: [],
      categories: ['nvr'],
      page: 1,
      sort: undefined,
    });
  });

  it('treats a slider left at its ceiling as no price limit', () => {
    expect(readSearchQuery(url('max_price=8500&max_amount=8500'))?.maxPrice).toBeUndefined();
    expect(readSearchQuery(url('max_price=5000&max_amount=8500'))?.maxPrice).toBe('5000');
    expect(readSearchQuery(url('max_price=5000'))?.maxPrice).toBe('5000');
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const query = readSearchQuery(url(`search=${'x'.repeat(300)}&min_price=-5&max_price=abc&sort=cheapest`));
    expect(query?.search).toHaveLength(200);
    expect([query?.minPrice, query?.maxPrice, query?.sort]).toEqual([undefined, undefined, undefined]);
    expect(readSearchQuery(url('min_price=900&max_price=100'))?.minPrice).toBeUndefined();
  });

  it('has no such page for a page number that is not one', () => {
    for (const page of ['0', 'abc', '10001', '-1', '1.5']) expect(readSearchQuery(url(`page=${page}`)), page).toBeNull();
    expect(readListingQuery(new URL('http://shop.test/brands/x?page=0'))).toBeNull();
    expect(readListingQuery(new URL('http://shop.test/brands/x?page=3&sort=name'))).toEqual({ page: 3, sort: 'name' });
  });

  it('writes page links and API calls with the same state', () => {
    const query = readSearchQuery(url('search=cam&brands=a&brands=b&sort=price_asc&page=2'));
    if (!query) throw new Error('expected a query');
    expect(searchHref(query)).toBe('/products?search=cam&brands=a&brands=b&sort=price_asc&page=2');
    expect(searchApiQuery({ ...query, page: 1 })).toEqual({ search: 'cam', brands: 'a,b', sort: 'price_asc' });
    expect(listingHref('/category/nvr', { page: 1, sort: undefined })).toBe('/category/nvr');
  });

  it("says 'N items found in {brand}'", () => {
    const en = i18nFor('en').t;
    expect(itemsFound(en, 12, 'Hikvision')).toBe('12 items found in Hikvision');
    expect(itemsFound(en, 0)).toBe('0 items found');
    expect(itemsFound(en, 1, 'Dahua')).toBe('1 item found in Dahua');
    const ne = i18nFor('ne').t;
    expect(itemsFound(ne, 12, 'Hikvision')).toBe('Hikvision मा 12 वटा सामान भेटिए');
    expect(itemsFound(ne, 0)).toBe('0 वटा सामान भेटिए');
  });
});
