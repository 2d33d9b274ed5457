import type { ProductResponse } from '@suraksha/contracts/catalog';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { render, screen } from '@testing-library/react';
import { RouterContextProvider, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiContext, publicEnvContext } from '../lib/api-context.ts';
import { aProductCard, aProductPage } from '../test-support/fake-shop-api.ts';
import { loader as productLoader } from './product.tsx';
import ProductPreview from './product-preview.tsx';

// Decision 0103: staff preview a product (a draft too) with the storefront's own page; an old slug answers 301.

function aDraftPage(): ProductResponse {
  const page = aProductPage(aProductCard('himal-doorbell', { title: 'Himal Doorbell', price: 4999.5 }));
  return {
    ...page,
    product: {
      ...page.product,
      gallery: [
        { src: '/media/products/front.webp', alt: 'The doorbell from the front' },
        { src: '/media/products/box.webp', alt: 'What comes in the box' },
      ],
      datasheet_url: '/media/datasheets/doorbell.pdf',
    },
  };
}

function stubPreviewCall(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: string) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPreview() {
  const router = createMemoryRouter([{ path: '/preview/products/:productId', element: <ProductPreview /> }], {
    initialEntries: ['/preview/products/41'],
  });
  render(<RouterProvider router={router} />);
}

describe('/preview/products/{productId}', () => {
  it("shows staff the product's page from the back office's preview call, photos with their alt texts", async () => {
    const fetch = stubPreviewCall(200, aDraftPage());
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Himal Doorbell', level: 1 })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/admin/products/41/preview');
    expect(screen.getByText(/Preview for staff/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The doorbell from the front' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo 2: What comes in the box' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download datasheet' }).getAttribute('href')).toBe('/media/datasheets/doorbell.pdf');
  });

  it('shows a visitor without a staff session a refusal, never the product', async () => {
    stubPreviewCall(401, { result: 'error', errorMessage: 'Unauthenticated.' });
    renderPreview();
    expect((await screen.findByRole('alert')).textContent).toContain('Only signed-in staff can preview products');
    expect(screen.queryByRole('heading', { name: 'Himal Doorbell' })).toBeNull();
  });
});

describe('the product page loader', () => {
  it('answers an old slug with a 301 to the product’s address now', async () => {
    const api = vi.fn<ApiTransport>(async () => ({ status: 301, body: { result: 'moved', slug: 'himal-video-doorbell' } }));
    const context = new RouterContextProvider();
    context.set(apiContext, api);
    context.set(publicEnvContext, { apiKey: 'k', publicUrl: 'https://shop.example' });
    const load = productLoader as unknown as (args: object) => Promise<unknown>;
    const thrown = await load({
      request: new Request('https://shop.example/products/himal-doorbell'),
      context,
      params: { productId: 'himal-doorbell' },
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/products/himal-video-doorbell');
  });
});
