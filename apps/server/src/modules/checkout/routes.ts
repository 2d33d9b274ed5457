import { createHash } from 'node:crypto';
import { addressCheckResponse, checkoutResponse, commerceConflict } from '@suraksha/contracts/checkout';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@suraksha/contracts/checkout-messages';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import { SHIPPING_COST_PAISA } from '@suraksha/domain/constants';
import { paisaToRupees } from '@suraksha/domain/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../platform/auth.ts';
import { ValidationError } from '../../platform/errors.ts';
import { answer } from '../../platform/outcome.ts';
import { customerContext } from '../../platform/request-context.ts';
import { addressCheckRequest, checkoutRequest } from './address-rules.ts';
import { type Idempotency, placeOrder } from './service.ts';

const tags = ['checkout'];
const security = [{ apiKey: [], bearer: [] }];
const { 400: badRequest, 401: unauthorized, 422: unprocessable } = errorResponses;
const KEY_SHAPE = new RegExp(`^[A-Za-z0-9._:-]{1,${CHECKOUT_LIMITS.idempotencyKeyMax}}$`);

/** The Idempotency-Key of a submit (none is fine), with the hash of the body it came with. */
function idempotencyOf(request: FastifyRequest, body: unknown): Idempotency | null {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !KEY_SHAPE.test(key)) throw new ValidationError({ idempotency_key: CHECKOUT_MESSAGES.idempotencyKey });
  return { key, requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}

/** SPEC §7 address check and checkout. */
export async function checkoutRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/address/check',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Check a delivery address; answers the shipping cost (Rs 0.00 across Nepal)',
        body: addressCheckRequest,
        response: { 200: addressCheckResponse, 400: badRequest, 401: unauthorized },
      },
    },
    async () => ({ result: 'success' as const, shipping: paisaToRupees(SHIPPING_COST_PAISA) }),
  );
  r.post(
    '/customer/checkout/update',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Place my bag as a Cash On Delivery order (send an Idempotency-Key header so a retried submit places it once)',
        body: checkoutRequest,
        response: { 200: checkoutResponse, 400: badRequest, 401: unauthorized, 409: commerceConflict, 422: unprocessable },
      },
    },
    async (request, reply) => {
      const idempotency = idempotencyOf(request, request.body);
      return answer(reply, await placeOrder(customerContext(request), { body: request.body, idempotency }));
    },
  );
}
