import type { SellerDisclosure } from '@suraksha/contracts/seller-information';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import SellerInformationPage from './seller-information.tsx';
import { aSeller } from '../test-support/seller-information.ts';

const seller: SellerDisclosure = aSeller({ prices_include_vat: false, return_policy_page: 'returns', delivery_page: 'delivery' });

describe('/pages/seller-information', () => {
  it('shows every field of the settings, the three policy pages they name and how to complain', async () => {
    const Stub = createRoutesStub([
      {
        path: '/pages/seller-information',
        Component: SellerInformationPage as never,
        loader: () => ({ seller, canonical: 'https://shop.example/pages/seller-information' }),
      },
    ]);
    render(<Stub initialEntries={['/pages/seller-information']} />);
    const main = await screen.findByRole('heading', { name: 'Seller information', level: 1 });
    expect(main).toBeTruthy();
    for (const text of [
      seller.business_name,
      seller.address,
      seller.pan_vat_number,
      seller.company_registration_number,
      seller.commerce_registration_number,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/exclude VAT/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return and refund policy' }).getAttribute('href')).toBe('/pages/returns');
    expect(screen.getByRole('link', { name: 'Warranty terms' }).getAttribute('href')).toBe('/pages/warranty-policy');
    expect(screen.getByRole('link', { name: 'Delivery times' }).getAttribute('href')).toBe('/pages/delivery');
    const complain = screen.getByRole('heading', { name: 'How to complain' });
    expect(complain.id).toBe('how-to-complain');
    const paragraph = complain.nextElementSibling as HTMLElement;
    expect(paragraph.textContent).toContain('Sunita Maharjan');
    expect(within(paragraph).getByRole('link', { name: '985-1012345' }).getAttribute('href')).toBe('tel:+9779851012345');
    expect(screen.getByRole('link', { name: 'File a complaint' }).getAttribute('href')).toBe('/grievance');
  });
});
