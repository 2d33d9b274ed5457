import type { SellerDisclosure } from '@suraksha/contracts/seller-information';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { TranslationProvider } from '../i18n/react.tsx';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n.ts';
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
    expect(paragraph.textContent).toBe(
      'Our grievance officer, Sunita Maharjan, answers every complaint: 985-1012345, complaints@suraksha.com.np. Tell them your order number, if you have one, and what went wrong.',
    );
    expect(within(paragraph).getByRole('link', { name: '985-1012345' }).getAttribute('href')).toBe('tel:+9779851012345');
    expect(screen.getByRole('link', { name: 'File a complaint' }).getAttribute('href')).toBe('/grievance');
  });

  it('reads in Nepali on /ne, its policy links staying in /ne', async () => {
    const Stub = createRoutesStub([
      {
        path: '/ne/pages/seller-information',
        Component: SellerInformationPage as never,
        loader: () => ({ seller, canonical: 'https://shop.example/ne/pages/seller-information' }),
      },
    ]);
    render(
      <TranslationProvider translator={i18nFor('ne')}>
        <Stub initialEntries={['/ne/pages/seller-information']} />
      </TranslationProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'बिक्रेताको जानकारी', level: 1 })).toBeTruthy();
    expect(screen.getByText(seller.business_name)).toBeTruthy();
    expect(screen.getByText('व्यवसायको नाम')).toBeTruthy();
    expect(screen.getByText(/VAT समावेश छैन/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'फिर्ता र रकम फिर्ता नीति' }).getAttribute('href')).toBe('/ne/pages/returns');
    expect(screen.getByRole('link', { name: 'वारेन्टीका सर्तहरू' }).getAttribute('href')).toBe('/ne/pages/warranty-policy');
    expect(screen.getByRole('link', { name: 'डेलिभरी समय' }).getAttribute('href')).toBe('/ne/pages/delivery');
    const complain = screen.getByRole('heading', { name: 'गुनासो कसरी गर्ने' });
    expect(complain.nextElementSibling?.textContent).toContain('Sunita Maharjan');
    expect(screen.queryByText('Business name')).toBeNull();
  });
});
