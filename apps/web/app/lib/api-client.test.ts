import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTransport } from './api-client.ts';

/** The headers of the one fetch a call made. */
function sentHeaders(fetchMock: ReturnType<typeof vi.fn>): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
  return init.headers as Record<string, string>;
}

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ result: 'success' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser’s calls to the API', () => {
  it('ask for Nepali from a page under /ne', async () => {
    window.history.replaceState(null, '', '/ne/checkout');
    const fetchMock = stubFetch();
    await browserTransport('key')({ method: 'POST', path: '/customer/checkout/update', body: {} });
    expect(sentHeaders(fetchMock)).toMatchObject({ 'accept-language': 'ne', 'x-api-key': 'key' });
  });

  it('ask for English from an English page, whatever the browser’s own languages', async () => {
    window.history.replaceState(null, '', '/checkout');
    const fetchMock = stubFetch();
    await browserTransport('key')({ method: 'GET', path: '/footer' });
    expect(sentHeaders(fetchMock)['accept-language']).toBe('en');
  });

  it('follow the page the reader is on when the call is made, not when the transport was made', async () => {
    const transport = browserTransport('key');
    window.history.replaceState(null, '', '/ne/cart');
    const fetchMock = stubFetch();
    await transport({ method: 'POST', path: '/customer/carts/list' });
    expect(sentHeaders(fetchMock)['accept-language']).toBe('ne');
  });
});
