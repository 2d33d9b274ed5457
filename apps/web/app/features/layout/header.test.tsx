import { fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCategory } from './category-menu.tsx';
import { Header } from './header.tsx';

const categories: MenuCategory[] = [
  {
    id: 1,
    title: 'CCTV Cameras',
    slug: 'cctv-cameras',
    image: null,
    ne: {},
    children: [{ id: 9, title: 'IP Cameras', slug: 'ip-cameras', image: null, ne: {} }],
  },
  { id: 5, title: 'Alarms & Intrusion', slug: 'alarms-and-intrusion', image: null, ne: {}, children: [] },
];

const visitor = { to: '/login', label: 'Login', signedIn: false };
const customer = { to: '/dashboard', label: 'Dashboard', signedIn: true };

function LoginPageStandIn() {
  const [params] = useSearchParams();
  return <p>The login page, back to {params.get('redirectTo')}</p>;
}

function renderHeader(account = visitor) {
  // The search box is React Router's <Form>, which needs a data router.
  const router = createMemoryRouter([
    { path: '/', element: <Header categories={categories} contact={null} account={account} counters={{ cart: 0, wishlist: 0 }} /> },
    { path: '/login', element: <LoginPageStandIn /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('Header', () => {
  it('searches with a plain GET form to /products?search=', () => {
    renderHeader();
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    const form = input.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/products');
    expect(input.getAttribute('name')).toBe('search');
  });

  it('links every category and its children from the menu', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'CCTV Cameras', hidden: true }).getAttribute('href')).toBe('/category/cctv-cameras');
    expect(within(nav).getByRole('link', { name: 'IP Cameras', hidden: true }).getAttribute('href')).toBe('/category/ip-cameras');
    expect(within(nav).getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe('/brands');
  });

  it("sends a visitor's wishlist and bag to the login page that brings them back, and shows a login link", () => {
    renderHeader();
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Wishlist, 0 items' }).getAttribute('href')).toBe('/login?redirectTo=%2Fwishlists');
    expect(within(account).getByRole('link', { name: 'Bag, 0 items' }).getAttribute('href')).toBe('/login?redirectTo=%2Fcarts');
    expect(within(account).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("tells a visitor who taps the heart 'Login required!' and takes them to the login page", () => {
    const error = vi.spyOn(toast, 'error');
    renderHeader();
    fireEvent.click(screen.getByRole('link', { name: 'Wishlist, 0 items' }));
    expect(error).toHaveBeenCalledWith('Login required!');
    expect(screen.getByText('The login page, back to /wishlists')).toBeTruthy();
  });

  it('gives a signed-in customer the wishlist, the bag and the dashboard', () => {
    renderHeader(customer);
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Wishlist, 0 items' }).getAttribute('href')).toBe('/wishlists');
    expect(within(account).getByRole('link', { name: 'Bag, 0 items' }).getAttribute('href')).toBe('/carts');
    expect(within(account).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
