import type { TrackingResponse } from '@suraksha/contracts/order-tracking';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, apiError, fakeTransport, unreachable } from '../../test-support/fake-shop-api.ts';
import { lookupOf, missingFieldsMessage, trackOrder } from './track-order.ts';

const lookup = { email: 'customer@example.com', orderNumber: 'SRK-7QK4M2XA' };
const FOUND: TrackingResponse = {
  result: 'success',
  order: { order_name: 'SRK-7QK4M2XA', date: '2026-03-10', status: 'Shipped', method: 'Cash On Delivery', total: 9000 },
  orderItems: [{ name: 'Hikvision 4MP Dome Camera', image: null, quantity: 1, amount: 9000 }],
  message: [],
};
/** trackOrder against the in-process API answering the lookup with `answer`. */
const track = (answer: TrackingResponse | ApiFailure | (() => Promise<never>)) =>
  trackOrder(fakeTransport({ 'POST /order/tracking': answer }).transport, lookup);

describe('order tracking lookups', () => {
  it('asks for both fields before any call (SPEC §5)', () => {
    expect(missingFieldsMessage({ email: ' ', orderNumber: 'SRK-1' })).toBe('Please enter your email & order number.');
    expect(missingFieldsMessage({ email: 'a@b.np', orderNumber: '' })).toBe('Please enter your email & order number.');
    expect(missingFieldsMessage(lookup)).toBeNull();
    expect(lookupOf(new FormData())).toEqual({ email: '', orderNumber: '' });
  });

  it('sends the lookup as typed and returns the order found', async () => {
    const api = fakeTransport({ 'POST /order/tracking': FOUND });
    expect(await trackOrder(api.transport, lookup)).toEqual({ kind: 'found', tracking: FOUND });
    expect(api.requests('POST /order/tracking').map((r) => r.body)).toEqual([lookup]);
  });

  it('turns the server’s per-field messages into one message each', async () => {
    const refusal = apiError(400, 'Please enter your email & order number.', {
      email: 'Please enter your email.',
      orderNumber: 'Please enter your order number.',
    });
    expect(await track(refusal)).toEqual({
      kind: 'refused',
      status: 400,
      messages: ['Please enter your email.', 'Please enter your order number.'],
    });
  });

  it('passes on the errorMessage of an unknown order or a rate limit', async () => {
    expect(await track(apiError(404, 'No order found for that e-mail and order number.'))).toEqual({
      kind: 'refused',
      status: 404,
      messages: ['No order found for that e-mail and order number.'],
    });
    expect((await track(apiError(429, 'Too many requests.'))).kind).toBe('refused');
  });

  it('only logs a network or server failure (SPEC §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await track(unreachable)).toEqual({ kind: 'failed' });
    expect(await track(apiError(500, 'Something went wrong on our side.'))).toEqual({ kind: 'failed' });
    expect(log).toHaveBeenCalledTimes(2);
  });
});
