import { salesWalletLimitBody, shopSettingsResponse } from '@suraksha/contracts/admin/settings';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import { sellerInformation, sellerInformationResponse } from '@suraksha/contracts/seller-information';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission } from '../../platform/staff-auth.ts';
import { changeSellerInformation, sellerInformation as readSeller } from './seller-information-service.ts';
import { changeSalesWalletLimit, shopSettings } from './service.ts';

const { 400: badRequest, 401: unauthorized } = errorResponses;
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** /api/admin/settings: the shop's settings, the owner's (settings.manage). */
export async function settingsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/settings',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: "The shop's settings",
        security,
        response: { 200: shopSettingsResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async () => ({ result: 'success' as const, settings: await shopSettings(app.db) }),
  );

  r.post(
    '/admin/settings/sales-wallet-limit',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'Set the largest wallet credit or debit one adjustment by the sales role may make (rupees); audited',
        security,
        body: salesWalletLimitBody,
        response: { 200: shopSettingsResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (request) => {
      await changeSalesWalletLimit(staffContext(request), request.body.sales_wallet_limit);
      return { result: 'success' as const, settings: await shopSettings(app.db) };
    },
  );

  r.get(
    '/admin/settings/seller-information',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'Who sells on this website: the footer, /pages/seller-information and the tax invoice show it',
        security,
        response: { 200: sellerInformationResponse, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async () => ({ result: 'success' as const, seller: await readSeller(app.db) }),
  );

  r.post(
    '/admin/settings/seller-information',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'Save the seller information (phones stored in E.164, pages must exist); audited with before and after',
        security,
        body: sellerInformation,
        response: { 200: sellerInformationResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (request) => {
      const seller = await changeSellerInformation(staffContext(request), request.body);
      // The footer on every page shows it: every instance forgets its cached footer now (decision 0123).
      app.catalogueChanges.changed();
      return { result: 'success' as const, seller };
    },
  );
}
