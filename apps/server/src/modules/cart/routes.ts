import { cartChangeResponse, cartCreateBody, cartListBody, cartRemoveBody, cartState, cartUpdateBody } from '@suraksha/contracts/cart';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomerBeforeVerification, signedIn } from '../../platform/auth.ts';
import { addToCart, getCart, removeFromCart, updateCartLine } from './service.ts';

const tags = ['cart'];
const security = [{ apiKey: [], bearer: [] }];
const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;

/**
 * The customer's bag (SPEC §7 carts calls); every total is the server's. The sign-in is checked
 * on request, before the body: a visitor learns nothing about what a valid body looks like.
 */
export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/carts/list',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'My bag with its totals',
        body: cartListBody,
        response: { 200: cartState, 400: badRequest, 401: unauthorized },
      },
    },
    (request) => getCart(app.db, signedIn(request).id),
  );
  r.post(
    '/customer/carts/create',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'Add a product to my bag (a product already there gets the quantity added)',
        body: cartCreateBody,
        response: { 200: cartChangeResponse, 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict },
      },
    },
    (request) => addToCart(app.db, signedIn(request).id, request.body.product_slug, request.body.quantity),
  );
  r.post(
    '/customer/carts/update',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'Set the quantity of a line of my bag',
        body: cartUpdateBody,
        response: { 200: cartState, 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict },
      },
    },
    (request) => updateCartLine(app.db, signedIn(request).id, request.body.slug, request.body.quantity),
  );
  r.post(
    '/customer/carts/remove',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'Remove a line from my bag',
        body: cartRemoveBody,
        response: { 200: cartChangeResponse, 400: badRequest, 401: unauthorized, 404: notFound },
      },
    },
    (request) => removeFromCart(app.db, signedIn(request).id, request.body.slug),
  );
}
