import type { FooterResponse } from '@suraksha/contracts/catalog';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { Footer } from './footer.tsx';
import { aSeller } from '../../test-support/seller-information.ts';

const footer: FooterResponse = {
  result: 'success',
  categories: [
    { id: 1, title: 'CCTV Cameras', slug: 'cctv-cameras', image: null, ne: {} },
    { id: 2, title: 'Door Locks', slug: 'door-locks', image: null, ne: {} },
  ],
  brands: [
    { id: 1, title: 'Hikvision', slug: 'hikvision', image: null },
    { id: 9, title: 'Obscure Brand', slug: 'obscure-brand', image: null },
  ],
  filteredBrands: [{ id: 1, title: 'Hikvision', slug: 'hikvision', image: null }],
  contact: { address: 'Kalanki, Kathmandu, Nepal', phone: '+977-1-5123456', email: 'info@suraksha.com.np' },
  seller: aSeller(),
};

function renderFooter(data: FooterResponse | null, year = 2031) {
  return render(
    <MemoryRouter>
      <Footer footer={data} year={year} sellerPhone={data && formatPhone(data.seller.grievance_officer_phone)} />
    </MemoryRouter>,
  );
}

function hrefOf(section: HTMLElement, name: string) {
  return within(section).getByRole('link', { name }).getAttribute('href');
}

describe('Footer', () => {
  it('lists the top categories it is given', () => {
    renderFooter(footer);
    const categories = screen.getByRole('navigation', { name: 'Top categories' });
    expect(hrefOf(categories, 'CCTV Cameras')).toBe('/category/cctv-cameras');
    expect(hrefOf(categories, 'Door Locks')).toBe('/category/door-locks');
  });

  it('lists the featured brands (filteredBrands), not every brand', () => {
    renderFooter(footer);
    const brands = screen.getByRole('navigation', { name: 'Featured brands' });
    expect(hrefOf(brands, 'Hikvision')).toBe('/brands/hikvision');
    expect(within(brands).queryByRole('link', { name: 'Obscure Brand' })).toBeNull();
  });

  it('shows the shop contact with call and e-mail links', () => {
    renderFooter(footer);
    expect(screen.getByText('Kalanki, Kathmandu, Nepal')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+977-1-5123456' }).getAttribute('href')).toBe('tel:+97715123456');
    expect(screen.getByRole('link', { name: 'info@suraksha.com.np' }).getAttribute('href')).toBe('mailto:info@suraksha.com.np');
    expect(screen.getAllByText(/Cash on Delivery all over Nepal/).length).toBeGreaterThan(0);
  });

  it('links the information pages and prints the year it is given', () => {
    renderFooter(footer, 2031);
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect(hrefOf(info, 'About Us')).toBe('/pages/about-us');
    expect(hrefOf(info, 'Seller Disclosure')).toBe('/pages/seller-disclosure');
    expect(hrefOf(info, 'FAQs')).toBe('/faqs');
    expect(screen.getByText(/© 2031/)).toBeTruthy();
  });

  it('discloses the seller it is given: business, address, DoCSCP registration, PAN/VAT and the grievance officer', () => {
    renderFooter(footer);
    const seller = screen.getByRole('region', { name: 'Seller: Suraksha Traders Pvt. Ltd.' });
    expect(within(seller).getByText('Kalanki, Kathmandu 14, Bagmati Province, Nepal')).toBeTruthy();
    expect(within(seller).getByText('DoCSCP 2082/0456')).toBeTruthy();
    expect(within(seller).getByText('301234567')).toBeTruthy();
    expect(within(seller).getByText(/Sunita Maharjan/)).toBeTruthy();
    expect(hrefOf(seller, '985-1012345')).toBe('tel:+9779851012345');
    expect(hrefOf(seller, 'complaints@suraksha.com.np')).toBe('mailto:complaints@suraksha.com.np');
    expect(hrefOf(seller, 'Seller information')).toBe('/pages/seller-information');
    expect(hrefOf(seller, 'How to complain')).toBe('/pages/seller-information#how-to-complain');
  });

  it('still renders its fixed links when the footer data could not be loaded', () => {
    renderFooter(null);
    expect(screen.queryByRole('navigation', { name: 'Top categories' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Seller:/ })).toBeNull();
    expect(hrefOf(screen.getByRole('navigation', { name: 'Information' }), 'Privacy Policy')).toBe('/pages/privacy-policy');
  });
});
