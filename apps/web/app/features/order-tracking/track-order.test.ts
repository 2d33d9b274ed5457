import type { ApiTransport } from '@suraksha/contracts/transport';
import { describe, expect, it, vi } from 'vitest';
import { lookupOf, missingFieldsMessage, trackOrder } from './track-order.ts';

const answering =
  (status: number, body: unknown): ApiTransport =>
  async () => ({ status, body });
const lookup = { email: 'customer@example.com', orderNumber: 'SRK-7QK4M2XA' };

describe('order tracking lookups', () => {
  it('asks for both fields before any call (SPEC §5)', () => {
    expect(missingFieldsMessage({ email: ' ', orderNumber: 'SRK-1' })).toBe('Please enter your email & order number.');
    expect(missingFieldsMessage({ email: 'a@b.np', orderNumber: '' })).toBe('Please enter your email & order number.');
    expect(missingFieldsMessage(lookup)).toBeNull();
    expect(lookupOf(new FormData())).toEqual({ email: '', orderNumber: '' });
  });

  it('turns the server’s per-field messages into one message each', async () => {
    const outcome = await trackOrder(
      answering(400, {
        result: 'error',
        errorMessage: 'Please enter your email & order number.',
        message: { email: 'Please enter your email.', orderNumber: 'Please enter your order number.' },
      }),
      lookup,
    );
    expect(outcome).toEqual({ kind: 'refused', status: 400, messages: ['Please enter your email.', 'Please enter your order number.'] });
  });

  it('passes on the errorMessage of an unknown order or a rate limit', async () => {
    expect(
      await trackOrder(answering(404, { result: 'error', errorMessage: 'No order found for that e-mail and order number.' }), lookup),
    ).toEqual({
      kind: 'refused',
      status: 404,
      messages: ['No order found for that e-mail and order number.'],
    });
    expect((await trackOrder(answering(429, { result: 'error', errorMessage: 'Too many requests.' }), lookup)).kind).toBe('refused');
  });

  it('only logs a network or server failure (SPEC §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline: ApiTransport = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await trackOrder(offline, lookup)).toEqual({ kind: 'failed' });
    expect(await trackOrder(answering(500, { result: 'error', errorMessage: 'Something went wrong on our side.' }), lookup)).toEqual({
      kind: 'failed',
    });
    expect(log).toHaveBeenCalledTimes(2);
  });
});
