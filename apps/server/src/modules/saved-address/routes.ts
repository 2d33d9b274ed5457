import { errorResponses } from '@suraksha/contracts/error-envelope';
import { savedAddressResponse } from '@suraksha/contracts/saved-address';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer, signedIn } from '../../platform/auth.ts';
import { savedAddressRequest } from './address-rules.ts';
import { getSavedAddress, saveAddress } from './service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;
const tags = ['accounts'];
const security = [{ apiKey: [], bearer: [] }];

/** The customer's saved delivery address (decision 0119): read by the profile and the checkout, written from the profile. */
export async function savedAddressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/customer/address',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'My saved delivery address (null until I save one)',
        response: { 200: savedAddressResponse, 401: unauthorized },
      },
    },
    async (request) => ({ result: 'success' as const, address: await getSavedAddress(app.db, signedIn(request).id) }),
  );
  r.post(
    '/customer/address/save',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Save my delivery address: province, district, municipality, ward, city, street, postal code',
        body: savedAddressRequest,
        response: { 200: savedAddressResponse, 400: badRequest, 401: unauthorized },
      },
    },
    async (request) => ({ result: 'success' as const, address: await saveAddress(app.db, signedIn(request).id, request.body) }),
  );
}
