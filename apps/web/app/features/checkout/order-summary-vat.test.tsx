import type { CartState } from '@suraksha/contracts/cart';
import { render, screen } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/react.tsx';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { aBag } from '../../test-support/fake-shop-api.ts';
import { OrderSummary } from './order-summary.tsx';
import type { Applied } from './use-checkout.ts';

/** The checkout's "VAT (13%)" line shows only when the server added VAT on top of the prices (decision 0131). */
const INCLUSIVE = aBag([{ slug: 'l1', product_slug: 'nvr', product_name: 'NVR', image: null, price: 3000, qty: 1, line_total: 3000 }]);
const ON_TOP: CartState = { ...INCLUSIVE, vatAmount: 390, totalAmount: 3390 };
const NOTHING: Applied = { coupon: null, wallet: null, total: null, vat: null };
const rowOf = (testId: string) => screen.getByTestId(testId).closest('div')?.textContent;

describe("the checkout summary's VAT line", () => {
  it('is not there when the prices include VAT (no vatAmount)', () => {
    render(<OrderSummary bag={INCLUSIVE} applied={NOTHING} />);
    expect(screen.queryByTestId('summary-vat')).toBeNull();
    expect(screen.queryByText(/VAT/)).toBeNull();
  });

  it("shows the bag's VAT, then the VAT the server quoted after a coupon", () => {
    const { unmount } = render(<OrderSummary bag={ON_TOP} applied={NOTHING} />);
    expect(rowOf('summary-vat')).toBe('VAT (13%)Rs\u00a0390.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('Rs\u00a03,390.00');
    unmount();
    render(<OrderSummary bag={ON_TOP} applied={{ coupon: { code: 'save', amount: 300 }, wallet: null, total: 3051, vat: 351 }} />);
    expect(rowOf('summary-vat')).toBe('VAT (13%)Rs\u00a0351.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('Rs\u00a03,051.00');
  });

  it('reads in Nepali on /ne, the amount through the one formatter', () => {
    render(
      <TranslationProvider translator={i18nFor('ne')}>
        <OrderSummary bag={ON_TOP} applied={NOTHING} />
      </TranslationProvider>,
    );
    expect(rowOf('summary-vat')).toBe('मूल्य अभिवृद्धि कर (13%)Rs\u00a0390.00');
  });
});
