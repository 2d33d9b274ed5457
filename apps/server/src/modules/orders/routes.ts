import { myOrdersResponse } from '@suraksha/contracts/accounts';
import { errorResponses } from '@suraksha/contracts/error-envelope';
import {
  ORDER_MESSAGES,
  cancelOrderBody,
  cancelOrderResponse,
  invoicePdf,
  myOrderResponse,
  myOrdersBody,
  orderIdParams,
} from '@suraksha/contracts/orders';
import { invoiceFileName } from '@suraksha/domain/invoice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCustomer, signedIn } from '../../platform/auth.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { getMyOrder, getMyOrders } from './service.ts';
import { changeOrderStatus } from './status-service.ts';

const tags = ['orders'];
const security = [{ apiKey: [], bearer: [] }];
const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;

/**
 * My Orders and the invoice (SPEC §7 myorders calls). Only the signed-in customer's own orders:
 * another customer's order number answers the same 404 as an unknown one.
 */
export async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/myorders',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'My Orders: my orders, newest first',
        body: myOrdersBody,
        response: { 200: myOrdersResponse, 400: badRequest, 401: unauthorized },
      },
    },
    (request) => getMyOrders(app.db, signedIn(request).id),
  );
  r.get(
    '/customer/myorders/:orderId',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'One of my orders with its items and shipping address (the invoice)',
        params: orderIdParams,
        response: { 200: myOrderResponse, 400: badRequest, 401: unauthorized, 404: notFound },
      },
    },
    (request) => getMyOrder(app.db, signedIn(request).id, request.params.orderId),
  );
  r.get(
    '/customer/myorders/:orderId/invoice.pdf',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The invoice of one of my orders as a PDF file',
        produces: ['application/pdf'],
        params: orderIdParams,
        response: { 200: invoicePdf, 400: badRequest, 401: unauthorized, 404: notFound },
      },
    },
    async (request, reply) => {
      const invoice = await getMyOrder(app.db, signedIn(request).id, request.params.orderId);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.order.order_name)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  r.post(
    '/customer/myorders/:orderId/cancel',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: "Cancel one of my orders while it is 'Pending Order' or 'Confirm', with a reason (docs/decisions/0065)",
        params: orderIdParams,
        body: cancelOrderBody,
        response: { 200: cancelOrderResponse, 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict },
      },
    },
    async (request) => {
      // The same service the CLI and the back office use: stock, wallet, coupon, history and mail.
      const change = await changeOrderStatus(app.db, {
        orderNumber: request.params.orderId,
        to: 'Cancelled',
        actor: { kind: 'customer', id: signedIn(request).id },
        reason: request.body.reason,
        publicUrl: app.config.PUBLIC_URL,
      });
      return { result: 'success' as const, message: ORDER_MESSAGES.cancelled(change.orderNumber), status: change.to };
    },
  );
}
