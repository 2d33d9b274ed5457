import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InNepali } from '../test-support/in-nepali.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

const crumbs = [{ title: 'CCTV Cameras', to: '/category/cctv-cameras' }, { title: 'Dome camera' }];

describe('Breadcrumbs', () => {
  it('leads from Home down to the page, the page itself unlinked', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs crumbs={crumbs} />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'CCTV Cameras' }).getAttribute('href')).toBe('/category/cctv-cameras');
    expect(within(trail).getByText('Dome camera').getAttribute('aria-current')).toBe('page');
  });

  it('on the Nepali site, names Home in Nepali and keeps every way back up inside /ne', () => {
    render(
      <MemoryRouter initialEntries={['/ne/products/dome']}>
        <InNepali>
          <Breadcrumbs crumbs={crumbs} />
        </InNepali>
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'तपाईं कहाँ हुनुहुन्छ' });
    expect(within(trail).getByRole('link', { name: 'गृहपृष्ठ' }).getAttribute('href')).toBe('/ne');
    expect(within(trail).getByRole('link', { name: 'CCTV Cameras' }).getAttribute('href')).toBe('/ne/category/cctv-cameras');
    expect(within(trail).queryByText('Home')).toBeNull();
  });
});
