import type { ApiTransport } from '@suraksha/contracts/transport';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Route } from './+types/storefront';
import { apiContext, publicEnvContext } from '../lib/api-context.ts';
import { loader } from './storefront.tsx';

const menu = { result: 'success', categories: [{ id: 1, title: 'CCTV Cameras', slug: 'cctv-cameras', image: null, children: [] }] };

function loaderArgs(transport: ApiTransport) {
  const context = new RouterContextProvider();
  context.set(apiContext, transport);
  context.set(publicEnvContext, { apiKey: 'k', publicUrl: 'http://shop.test' });
  return { context, request: new Request('http://shop.test/'), params: {} } as unknown as Route.LoaderArgs;
}

describe('storefront layout loader', () => {
  it('renders without footer data when /api/footer fails, keeping the menu', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const transport: ApiTransport = async ({ path }) =>
      path === '/footer' ? { status: 503, body: { result: 'error', errorMessage: 'Database unavailable' } } : { status: 200, body: menu };

    const data = await loader(loaderArgs(transport));

    expect(data.footer).toBeNull();
    expect(data.menu).toEqual(menu);
    expect(data.year).toBeGreaterThanOrEqual(2026);
    expect(logged).toHaveBeenCalled();
  });
});
