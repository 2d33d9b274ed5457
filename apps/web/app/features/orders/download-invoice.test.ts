import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadInvoicePdf } from './download-invoice.ts';

// jsdom has no object URLs: the test supplies them and puts back whatever was there.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('downloadInvoicePdf', () => {
  it('fetches the PDF with the API key and the bearer token and saves it as invoice-<order>.pdf', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    await downloadInvoicePdf({ orderNumber: 'SRK-7QK4M2XA', apiKey: 'key-1', token: 'token-1' });

    expect(fetchMock).toHaveBeenCalledWith('/api/customer/myorders/SRK-7QK4M2XA/invoice.pdf', {
      headers: { 'x-api-key': 'key-1', authorization: 'Bearer token-1', accept: 'application/pdf' },
    });
    expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-SRK-7QK4M2XA.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('fails loudly, saving nothing, when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"result":"error"}', { status: 404 })),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadInvoicePdf({ orderNumber: 'SRK-NOSUCH00', apiKey: 'k', token: 't' })).rejects.toThrow('status 404');
    expect(click).not.toHaveBeenCalled();
  });
});
