import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../test-support/seller-information.ts';
import { PolicyLinks, useSellerDisclosure } from './seller-disclosure.tsx';

/** A product page's policy links, reading the seller from the storefront layout as the page does. */
function PageWithPolicies() {
  return <PolicyLinks seller={useSellerDisclosure()} />;
}

function renderAt(path: string) {
  const footer = { seller: aSeller({ return_policy_page: 'return-policy' }) };
  const Stub = createRoutesStub([
    { id: 'routes/storefront', loader: () => ({ footer }), children: [{ path: '/products/:slug', Component: PageWithPolicies }] },
    {
      id: 'ne/routes/storefront',
      path: '/ne',
      loader: () => ({ footer }),
      children: [{ path: 'products/:slug', Component: PageWithPolicies }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('the policy links of the product page and checkout (decision 0123)', () => {
  it('come from the seller settings the layout loaded, in English', async () => {
    renderAt('/products/dome');
    expect((await screen.findByRole('link', { name: 'Return and refund policy' })).getAttribute('href')).toBe('/pages/return-policy');
  });

  it('are there on the Nepali site too, whose layout has an id of its own, and stay inside it', async () => {
    renderAt('/ne/products/dome');
    expect((await screen.findByRole('link', { name: 'Return and refund policy' })).getAttribute('href')).toBe('/ne/pages/return-policy');
    expect(screen.getByRole('link', { name: 'Warranty terms' }).getAttribute('href')).toBe('/ne/pages/warranty-policy');
  });
});
