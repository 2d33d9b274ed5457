import { describe, expect, it } from 'vitest';
import { listApiQuery, listPageHref, readListQuery } from './article-query.ts';
import { shareTargets } from './share-links.tsx';

const read = (qs: string) => readListQuery(new URL(`http://shop.test/blogs${qs}`));

describe('readListQuery', () => {
  it('reads the search term and page, trimming the term', () => {
    expect(read('')).toEqual({ search: '', page: 1 });
    expect(read('?search=%20cctv%20&page=3')).toEqual({ search: 'cctv', page: 3 });
    expect(read('?search=&page=')).toEqual({ search: '', page: 1 });
  });

  it('cuts a hand-made search term to the 200 characters the API accepts', () => {
    expect(read(`?search=${'a'.repeat(250)}`)?.search).toHaveLength(200);
  });

  it.each(['0', '-1', '1.5', 'abc', '10001', '1e3'])('says page=%s is no page', (page) => {
    expect(read(`?page=${page}`)).toBeNull();
  });
});

describe('list links', () => {
  it('keep the search and leave out page 1', () => {
    expect(listPageHref('/blogs', { search: 'poe & nvr', page: 1 })).toBe('/blogs?search=poe+%26+nvr');
    expect(listPageHref('/blogs', { search: 'poe', page: 2 })).toBe('/blogs?search=poe&page=2');
    expect(listPageHref('/trainings', { search: '', page: 1 })).toBe('/trainings');
    expect(listApiQuery({ search: '', page: 4 })).toEqual({ page: '4' });
  });
});

describe('shareTargets', () => {
  it('encodes the address and title for each network', () => {
    const url = 'https://shop.test/blogs/poe?x=1&y=2';
    const hrefs = Object.fromEntries(shareTargets(url, 'PoE & you').map((t) => [t.label, t.href]));
    expect(hrefs).toEqual({
      Facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fblogs%2Fpoe%3Fx%3D1%26y%3D2',
      X: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.test%2Fblogs%2Fpoe%3Fx%3D1%26y%3D2&text=PoE%20%26%20you',
      WhatsApp: 'https://wa.me/?text=PoE%20%26%20you%20https%3A%2F%2Fshop.test%2Fblogs%2Fpoe%3Fx%3D1%26y%3D2',
      Viber: 'viber://forward?text=PoE%20%26%20you%20https%3A%2F%2Fshop.test%2Fblogs%2Fpoe%3Fx%3D1%26y%3D2',
    });
  });
});
