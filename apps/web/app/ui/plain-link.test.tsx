import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainLink, useFollowPlainLinks } from './plain-link.tsx';

function Chrome() {
  useFollowPlainLinks();
  return (
    <>
      <PlainLink to="/brands">Brands</PlainLink>
      <PlainLink to="/brands" target="_blank">
        Brands in a new tab
      </PlainLink>
      <Link to="/faqs">FAQs</Link>
      <Link to="/brands" reloadDocument>
        Brands, the whole page
      </Link>
      <Outlet />
    </>
  );
}

function renderShop() {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: Chrome,
      children: [
        { index: true, Component: () => <h1>Home</h1> },
        { path: 'brands', Component: () => <h1>All brands</h1> },
        { path: 'faqs', Component: () => <h1>Questions</h1> },
      ],
    },
  ]);
  const locations: string[] = [];
  router.subscribe((state) => locations.push(state.location.pathname));
  render(<RouterProvider router={router} />);
  return { router, locations };
}

describe('PlainLink (decision 0134)', () => {
  it('renders the anchor React Router’s Link renders, so the route is discovered before the click', () => {
    renderShop();
    const link = screen.getByRole('link', { name: 'Brands' });
    expect(link.getAttribute('href')).toBe('/brands');
    expect(link.getAttribute('data-discover')).toBe('true');
  });

  it('is followed inside the app on a plain click', async () => {
    const { locations } = renderShop();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Brands' }))).toBe(false);
    expect(await screen.findByRole('heading', { name: 'All brands' })).toBeTruthy();
    expect(locations.at(-1)).toBe('/brands');
  });

  it('leaves a modified click, a middle click and another target to the browser', () => {
    const { locations } = renderShop();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Brands' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Brands' }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Brands in a new tab' }))).toBe(true);
    // A Link that reloads the document on purpose (a page with a policy of its own) is not taken over.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Brands, the whole page' }))).toBe(true);
    expect(locations).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('does not follow a Link a second time', async () => {
    const { router, locations } = renderShop();
    fireEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeTruthy();
    expect(locations.filter((pathname) => pathname === '/faqs')).toHaveLength(1);
    router.dispose();
  });
});
