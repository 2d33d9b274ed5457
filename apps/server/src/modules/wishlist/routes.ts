import { errorResponses } from '@suraksha/contracts/error-envelope';
import {
  wishlistChangeResponse,
  wishlistCountBody,
  wishlistCreateBody,
  wishlistRemoveBody,
  wishlistState,
} from '@suraksha/contracts/wishlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomerBeforeVerification, signedIn } from '../../platform/auth.ts';
import { addToWishlist, getWishlist, removeFromWishlist } from './service.ts';

const tags = ['wishlist'];
const security = [{ apiKey: [], bearer: [] }];
const { 400: badRequest, 401: unauthorized, 404: notFound } = errorResponses;

/** The customer's wishlist (SPEC §7 wishlists calls); the sign-in is checked before the body. */
export async function wishlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/wishlists/count',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'My wishlist (its length is the count)',
        body: wishlistCountBody,
        response: { 200: wishlistState, 400: badRequest, 401: unauthorized },
      },
    },
    (request) => getWishlist(app.db, signedIn(request).id),
  );
  r.post(
    '/customer/wishlists/create',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'Add a product to my wishlist (once)',
        body: wishlistCreateBody,
        response: { 200: wishlistChangeResponse, 400: badRequest, 401: unauthorized, 404: notFound },
      },
    },
    (request) => addToWishlist(app.db, signedIn(request).id, request.body.product_slug),
  );
  r.post(
    '/customer/wishlists/remove',
    {
      onRequest: requireCustomerBeforeVerification,
      schema: {
        tags,
        security,
        summary: 'Remove a line from my wishlist',
        body: wishlistRemoveBody,
        response: { 200: wishlistChangeResponse, 400: badRequest, 401: unauthorized, 404: notFound },
      },
    },
    (request) => removeFromWishlist(app.db, signedIn(request).id, request.body.slug),
  );
}
