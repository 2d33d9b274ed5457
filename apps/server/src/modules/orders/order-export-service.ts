import type { OrderDeskQuery } from '@suraksha/contracts/admin/order-desk';
import { type CsvExport, nepalTimeCell, rupeesCell } from '../../platform/csv-export.ts';
import type { Database } from '../../platform/database.ts';
import { type OrderExportKey, findOrderLines, findOrdersForExport } from './order-export-repo.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

type Order = Awaited<ReturnType<typeof findOrdersForExport>>[number];
type Line = Awaited<ReturnType<typeof findOrderLines>>[number];
type OrderWithLines = Order & { lines: Line[] };

/**
 * The layout of the orders CSV: ONE LINE PER ORDER LINE (item), the order's columns repeated on
 * each of its lines, and `line` numbering them 1, 2, 3… So a pivot on the item columns counts what
 * sold; to add up orders, keep the rows with line = 1 (an order's money is on every one of its lines).
 */
export const ORDER_CSV_COLUMNS = [
  'order number',
  'placed (Nepal time)',
  'status',
  'payment',
  'customer',
  'email',
  'phone',
  'company',
  'street',
  'city',
  'province',
  'country',
  'postal code',
  'subtotal (Rs)',
  'discount (Rs)',
  'shipping (Rs)',
  'coupon code',
  'coupon (Rs)',
  'wallet (Rs)',
  'total (Rs)',
  'line',
  'item',
  'sku',
  'colour',
  'size',
  'quantity',
  'unit price (Rs)',
  'amount (Rs)',
] as const;

function orderCells(o: Order): unknown[] {
  return [
    o.orderNumber,
    nepalTimeCell(o.createdAt),
    o.status,
    o.paymentMethod,
    o.customerName,
    o.email,
    formatPhone(o.phone),
    o.company,
    o.street,
    o.city,
    o.province,
    o.country,
    o.postal,
    rupeesCell(o.subtotalPaisa),
    rupeesCell(o.discountPaisa),
    rupeesCell(o.shippingPaisa),
    o.couponCode,
    rupeesCell(o.couponPaisa),
    rupeesCell(o.walletPaisa),
    rupeesCell(o.totalPaisa),
  ];
}

/** Orders under the order desk's filters (and sort), with their lines, as a streamed CSV. */
export function ordersCsv(db: Database, query: OrderDeskQuery): CsvExport<OrderWithLines, OrderExportKey> {
  return {
    name: 'suraksha-orders',
    columns: ORDER_CSV_COLUMNS,
    source: {
      batch: async (key, limit) => {
        const batch = await findOrdersForExport(db, query, key, limit);
        const lines = Map.groupBy(
          await findOrderLines(
            db,
            batch.map((o) => o.id),
          ),
          (line) => line.orderId,
        );
        return batch.map((o) => ({ ...o, lines: lines.get(o.id) ?? [] }));
      },
      keyOf: (o) => ({ id: o.id, totalPaisa: o.totalPaisa }),
      lines: (o) => {
        const order = orderCells(o);
        // Every order has lines (checkout writes them with it); one without still gets its row.
        if (o.lines.length === 0) return [[...order, '', '', '', '', '', '', '', '']];
        return o.lines.map((l, i) => [
          ...order,
          i + 1,
          l.name,
          l.sku,
          l.color,
          l.size,
          l.quantity,
          rupeesCell(l.unitPricePaisa),
          rupeesCell(l.amountPaisa),
        ]);
      },
    },
  };
}
