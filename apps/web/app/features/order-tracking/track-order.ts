import { TRACKING_MESSAGES } from '@suraksha/contracts/order-tracking-messages';
import type { TrackingResponse } from '@suraksha/contracts/order-tracking';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { storeApiVia } from '../../lib/shop-api.ts';
import { submitForm, textValuesOf } from '../../lib/submit-form.ts';

export interface TrackingLookup {
  email: string;
  orderNumber: string;
}

/** What a lookup came to: the order, the server's refusal (its messages), or a failure to reach it. */
export type TrackingOutcome =
  | { kind: 'found'; tracking: TrackingResponse }
  | { kind: 'refused'; status: number; messages: string[] }
  | { kind: 'failed' };

const LOOKUP_FIELDS = ['email', 'orderNumber'] as const;

/** The lookup a submitted form holds (a missing field is an empty string). */
export const lookupOf = (form: FormData): TrackingLookup => textValuesOf(form, LOOKUP_FIELDS);

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
  const outcome = await submitForm(() => storeApiVia(api).orders.track(lookup), { what: 'order lookup', fields: LOOKUP_FIELDS });
  if (outcome.kind === 'sent') return { kind: 'found', tracking: outcome.sent };
  if (outcome.kind === 'refused') return { kind: 'refused', status: outcome.status, messages: outcome.messages };
  return { kind: 'failed' };
}
