import { describe, expect, it } from 'vitest';
import { orderDeskHref, readOrderDeskQuery } from './order-desk-url.ts';

describe('the order desk URL', () => {
  it('reads the filters it knows from the address and leaves out empty ones and strangers', () => {
    const query = readOrderDeskQuery(new URLSearchParams('status=Confirm&q=hari&from=&sort=total_desc&page=3&evil=1'));
    expect(query).toEqual({ status: 'Confirm', q: 'hari', sort: 'total_desc', page: '3' });
  });

  it('starts again at page 1 when a filter or tab changes, and keeps the rest', () => {
    const query = { status: 'Confirm', q: 'hari', page: '3' } as const;
    expect(orderDeskHref(query, { status: 'Shipping' })).toBe('/admin/orders?status=Shipping&q=hari');
    expect(orderDeskHref(query, { page: '4' })).toBe('/admin/orders?status=Confirm&q=hari&page=4');
    expect(orderDeskHref(query, { status: undefined, q: undefined })).toBe('/admin/orders');
  });
});
