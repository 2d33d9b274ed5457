import { type TrackingResponse, trackingRequest } from '@suraksha/contracts/order-tracking';
import { TRACKING_MESSAGES } from '@suraksha/contracts/order-tracking-messages';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { findTrackableOrder } from './repo.ts';

/**
 * The order card for an e-mail and order number (SPEC §2 /order-tracking). A wrong pair and an
 * unknown number throw the very same NotFoundError, so the answer never tells whether an order
 * number exists.
 */
export async function trackOrder(db: Database, lookup: { email: string; orderNumber: string }): Promise<TrackingResponse> {
  const found = await findTrackableOrder(db, lookup.email.trim(), lookup.orderNumber.trim());
  if (!found) throw new NotFoundError(TRACKING_MESSAGES.notFound);
  const { order, items } = found;
  return {
    result: 'success',
    order: {
      order_name: order.orderNumber,
      date: dayInNepal(order.createdAt),
      status: order.status,
      method: order.paymentMethod,
      total: paisaToRupees(order.totalPaisa),
    },
    orderItems: items.map((item) => ({
      name: item.name,
      image: item.image,
      quantity: item.quantity,
      amount: paisaToRupees(item.amountPaisa),
    })),
    message: [],
  };
}

/**
 * The 400 for a body that failed the contract: one message per field, and SPEC §5's sentence
 * as the errorMessage whenever a field is missing (the screen shows it as is).
 */
export function trackingValidationError(body: unknown): ValidationError {
  const given = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const parsed = trackingRequest.safeParse(given);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'email');
    fields[field] ??= issue.message;
  }
  if (Object.keys(fields).length === 0) fields.email = TRACKING_MESSAGES.emailInvalid;
  const missing = fields.email === TRACKING_MESSAGES.emailRequired || fields.orderNumber === TRACKING_MESSAGES.orderNumberRequired;
  return new ValidationError(fields, missing ? TRACKING_MESSAGES.required : undefined);
}
