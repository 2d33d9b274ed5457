import { TRACKING_MESSAGES } from '@suraksha/contracts/order-tracking-messages';
import type { TrackingResponse } from '@suraksha/contracts/order-tracking';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { ApiError } from '../../lib/api-client.ts';
import { storeApiVia } from '../../lib/shop-api.ts';

export interface TrackingLookup {
  email: string;
  orderNumber: string;
}

/** What a lookup came to: the order, the server's refusal (its messages), or a failure to reach it. */
export type TrackingOutcome =
  | { kind: 'found'; tracking: TrackingResponse }
  | { kind: 'refused'; status: number; messages: string[] }
  | { kind: 'failed' };

/** The lookup a submitted form holds (a missing field is an empty string). */
export function lookupOf(form: FormData): TrackingLookup {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { email: text('email'), orderNumber: text('orderNumber') };
}

/** SPEC §5: both fields are required, checked before any call. */
export function missingFieldsMessage(lookup: TrackingLookup): string | null {
  return lookup.email.trim() === '' || lookup.orderNumber.trim() === '' ? TRACKING_MESSAGES.required : null;
}

/**
 * POST /api/order/tracking. A refusal carries one message per field when the server gave them
 * (SPEC §5: each shown as a toast), else its errorMessage. A network or server failure is only
 * logged (SPEC §8).
 */
export async function trackOrder(api: ApiTransport, lookup: TrackingLookup): Promise<TrackingOutcome> {
  try {
    const tracking = await storeApiVia(api).orders.track(lookup);
    return { kind: 'found', tracking };
  } catch (error) {
    if (error instanceof ApiError && error.envelope && error.status < 500) {
      const fields = Object.values(error.envelope.message ?? {});
      return { kind: 'refused', status: error.status, messages: fields.length > 0 ? fields : [error.envelope.errorMessage] };
    }
    console.error('Order tracking failed; nothing is shown to the visitor (SPEC §8).', error);
    return { kind: 'failed' };
  }
}
