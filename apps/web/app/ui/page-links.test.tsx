import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InNepali } from '../test-support/in-nepali.tsx';
import { PageLinks } from './page-links.tsx';

function renderLinks(page: number, totalPages: number) {
  render(
    <MemoryRouter>
      <PageLinks pagination={{ page, totalPages }} hrefOf={(p) => `/list?page=${p}`} className="pages" />
    </MemoryRouter>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('PageLinks', () => {
  it('shows nothing when everything fits on one page', () => {
    renderLinks(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('links the neighbours of a page in the middle', () => {
    renderLinks(2, 3);
    expect(hrefOf('Previous')).toBe('/list?page=1');
    expect(hrefOf('Next')).toBe('/list?page=3');
  });

  it('past the last page, leads back to the last page there is', () => {
    renderLinks(9, 3);
    expect(hrefOf('Previous')).toBe('/list?page=3');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(['1', '2', '3'].map(hrefOf)).toEqual(['/list?page=1', '/list?page=2', '/list?page=3']);
  });

  it('on the Nepali site, reads in Nepali and keeps every page link inside /ne', () => {
    render(
      <MemoryRouter initialEntries={['/ne/list']}>
        <InNepali>
          <PageLinks pagination={{ page: 2, totalPages: 3 }} hrefOf={(p) => `/list?page=${p}`} className="pages" />
        </InNepali>
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'पृष्ठहरू' })).toBeTruthy();
    expect(hrefOf('अघिल्लो')).toBe('/ne/list?page=1');
    expect(hrefOf('अर्को')).toBe('/ne/list?page=3');
    expect(hrefOf('3')).toBe('/ne/list?page=3');
    expect(screen.queryByText('Previous')).toBeNull();
  });

  it('past the end of a one-page list, still offers the way back', () => {
    renderLinks(5, 1);
    expect(hrefOf('Previous')).toBe('/list?page=1');
  });
});
