import { render } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/react.tsx';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { CouponDetails } from './coupon-details.tsx';

const coupon = {
  title: 'Rs 500 off',
  slug: 'welcome-ab12',
  image: null,
  code: 'WELCOME-AB12',
  min_order: 5000,
  valid_until: '2027-12-31T18:14:59.000Z',
};

describe('CouponDetails', () => {
  it('shows the code, the minimum order and the last day as Kathmandu sees it', () => {
    const { container } = render(<CouponDetails coupon={coupon} />);
    expect(container.querySelector('code')?.textContent).toBe('WELCOME-AB12');
    expect(container.textContent).toContain('On orders of Rs\u00a05,000.00 or more.');
    // 18:14:59 UTC is 23:59:59 on 31 Dec in Nepal (UTC+5:45).
    expect(container.textContent).toContain('Valid until 31 Dec 2027 · 16 Poush 2084 BS.');
    expect(container.querySelector('time')?.textContent).toBe('31 Dec 2027');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(coupon.valid_until);
  });

  it('says any order when there is no minimum', () => {
    const { container } = render(<CouponDetails coupon={{ ...coupon, min_order: 0 }} />);
    expect(container.textContent).toContain('On any order.');
  });

  it('reads in Nepali on the Nepali site, amount and dates as in English', () => {
    const { container } = render(
      <TranslationProvider translator={i18nFor('ne')}>
        <CouponDetails coupon={coupon} />
      </TranslationProvider>,
    );
    expect(container.textContent).toContain('कोड: WELCOME-AB12');
    expect(container.textContent).toContain('Rs\u00a05,000.00 वा सोभन्दा बढीको अर्डरमा।');
    expect(container.textContent).toContain('मान्य अवधि: 31 Dec 2027 · 16 Poush 2084 BS.');
    expect(container.textContent).not.toContain('Valid until');
  });
});
