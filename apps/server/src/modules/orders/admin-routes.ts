import {
  codCollectBody,
  codReportQuery,
  codReportResponse,
  orderBulkMoveBody,
  orderBulkMoveResponse,
  orderDeskQuery,
  orderDeskResponse,
  orderDetailResponse,
  orderMoveBody,
  orderMoveResponse,
} from '@suraksha/contracts/admin/order-desk';
import { orderDocumentsPdf, orderDocumentsQuery, orderNoteBody } from '@suraksha/contracts/admin/order-documents';
import { pathSegment } from '@suraksha/contracts/text';
import { z } from 'zod';
import { errorEnvelope, errorResponses } from '@suraksha/contracts/error-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../platform/csv-export.ts';
import { staffContext } from '../../platform/request-context.ts';
import { requirePermission, signedInStaff } from '../../platform/staff-auth.ts';
import { codReport, deskOrder, moveDeskOrder, moveDeskOrders, recordCod } from './desk-order-service.ts';
import { orderDesk } from './order-desk-service.ts';
import { ordersCsv } from './order-export-service.ts';
import { orderDocuments } from './order-documents-service.ts';
import { addOrderNote } from './order-notes-service.ts';
import { changeBuyerPan } from './tax-document-service.ts';
import { buyerPanBody, buyerPanResponse } from '@suraksha/contracts/tax-document';

const { 400: badRequest, 401: unauthorized, 404: notFound, 409: conflict } = errorResponses;
const orderParams = z.object({ orderNumber: pathSegment() });
const tags = ['admin'];
const security = [{ apiKey: [], staffSession: [] }];

/** /api/admin/orders: the order desk (issue #15). */
export async function ordersAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/orders',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        summary:
          'Orders under the filters, a page at a time, with the count of every status tab; filters, search, sort and page in the query',
        security,
        querystring: orderDeskQuery,
        response: { 200: orderDeskResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => orderDesk(app.db, request.query),
  );

  r.get(
    '/admin/orders.csv',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        summary:
          'Orders under the same filters and sort as GET /api/admin/orders, as CSV: one row per order line with the order’s columns repeated (line = 1 marks each order’s first); UTF-8 with a BOM, streamed (the page is ignored)',
        security,
        produces: ['text/csv'],
        querystring: orderDeskQuery,
        response: { 200: z.string().describe('text/csv'), 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      await sendCsv(reply, ordersCsv(app.db, request.query));
      return reply;
    },
  );

  r.get(
    '/admin/orders/documents',
    {
      onRequest: requirePermission('orders.print'),
      schema: {
        tags,
        summary:
          'Invoices or packing slips (no prices) for a selection of orders (at most 100) as ONE PDF, a page-set per order in the order asked; an unknown number refuses the print with a 404 naming it',
        security,
        produces: ['application/pdf'],
        querystring: orderDocumentsQuery,
        response: { 200: orderDocumentsPdf, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await orderDocuments(app.db, request.query.kind, request.query.numbers);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.get(
    '/admin/orders/:orderNumber',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        summary:
          'One order: lines with SKUs, customer and address, money, its history (who, when, why) and the moves this staff member may make',
        security,
        params: orderParams,
        response: { 200: orderDetailResponse, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    async (request) => ({
      result: 'success' as const,
      order: await deskOrder(app.db, request.params.orderNumber, signedInStaff(request).role),
    }),
  );

  r.post(
    '/admin/orders/:orderNumber/status',
    {
      onRequest: requirePermission('orders.advance'),
      schema: {
        tags,
        summary:
          'Move an order along the transition table as far as the role allows (the warehouse from Confirm on; a cancel needs orders.cancel and a reason, and gives back stock, wallet and coupon); audited',
        security,
        params: orderParams,
        body: orderMoveBody,
        response: { 200: orderMoveResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict },
      },
    },
    async (request) => ({
      result: 'success' as const,
      ...(await moveDeskOrder(staffContext(request), request.params.orderNumber, request.body)),
    }),
  );

  r.post(
    '/admin/orders/status',
    {
      onRequest: requirePermission('orders.advance'),
      schema: {
        tags,
        summary:
          'Move many orders (at most 100) to one status, each in its own transaction as a single move would; one result per order, so a refusal stops nothing else',
        security,
        body: orderBulkMoveBody,
        response: { 200: orderBulkMoveResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => moveDeskOrders(staffContext(request), request.body),
  );

  r.post(
    '/admin/orders/:orderNumber/notes',
    {
      onRequest: requirePermission('orders.notes'),
      schema: {
        tags,
        summary: 'Add an internal note to an order (plain text, 1–2000 characters): staff only, never shown to the customer; audited',
        security,
        params: orderParams,
        body: orderNoteBody,
        response: { 200: orderMoveResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound },
      },
    },
    async (request) => ({
      result: 'success' as const,
      ...(await addOrderNote(staffContext(request), request.params.orderNumber, request.body)),
    }),
  );

  r.post(
    '/admin/orders/:orderNumber/buyer-pan',
    {
      onRequest: requirePermission('orders.advance'),
      schema: {
        tags,
        summary: "Set or clear the buyer's PAN (9 digits, empty for none) while the order is Pending Order; the invoice shows it; audited",
        security,
        params: orderParams,
        body: buyerPanBody,
        response: { 200: buyerPanResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: errorEnvelope },
      },
    },
    async (request) => ({
      result: 'success' as const,
      ...(await changeBuyerPan(staffContext(request), request.params.orderNumber, request.body.buyer_pan ?? null)),
    }),
  );

  r.post(
    '/admin/orders/:orderNumber/cod',
    {
      onRequest: requirePermission('orders.cod'),
      schema: {
        tags,
        summary:
          'Record the cash received on delivery (once the order is On Way or Delivered; once per order; a sum that differs from the total needs a note); audited',
        security,
        params: orderParams,
        body: codCollectBody,
        response: { 200: orderMoveResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope, 404: notFound, 409: conflict },
      },
    },
    async (request) => ({
      result: 'success' as const,
      ...(await recordCod(staffContext(request), request.params.orderNumber, request.body)),
    }),
  );

  r.get(
    '/admin/reports/cod',
    {
      onRequest: requirePermission('orders.cod'),
      schema: {
        tags,
        summary:
          'The daily cash-on-delivery report: what each staff member collected on a day in Nepal, and the sums that differ from their order',
        security,
        querystring: codReportQuery,
        response: { 200: codReportResponse, 400: badRequest, 401: unauthorized, 403: errorEnvelope },
      },
    },
    (request) => codReport(app.db, request.query.day),
  );
}
