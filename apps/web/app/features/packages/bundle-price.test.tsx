import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BundlePrice } from './bundle-price.tsx';

const renderPrice = (props: Parameters<typeof BundlePrice>[0]) =>
  render(
    <MemoryRouter initialEntries={['/packages/4-camera-kit?from=home']}>
      <BundlePrice {...props} />
    </MemoryRouter>,
  );

describe('BundlePrice', () => {
  it('gives a visitor (no price from the API) a way to sign in and no money', () => {
    const { container } = renderPrice({ price: null, partsTotal: null });
    // Signing in brings the buyer back to this package.
    expect(screen.getByRole('link', { name: 'Login to see price' }).getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent('/packages/4-camera-kit?from=home')}`,
    );
    expect(container.textContent).not.toContain('Rs');
  });

  it('shows a customer the bundle price and, when it saves money, what the parts cost separately', () => {
    const { container } = renderPrice({ price: 123456.5, partsTotal: 134000 });
    expect(container.textContent).toBe('Rs\u00a01,23,456.50 Bought separately: Rs\u00a01,34,000.00');
  });

  it('leaves out the parts total when it is unknown or not higher', () => {
    expect(renderPrice({ price: 5000, partsTotal: null }).container.textContent).toBe('Rs\u00a05,000.00');
    cleanup();
    expect(renderPrice({ price: 5000, partsTotal: 5000 }).container.textContent).toBe('Rs\u00a05,000.00');
  });
});
