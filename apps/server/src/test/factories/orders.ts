import { randomInt } from 'node:crypto';
import { orderItems, orders, shippingAddresses } from '../../db/schema/orders.ts';
import { issueCreditNote, issueTaxInvoice } from '../../modules/orders/tax-document-service.ts';
import type { Database } from '../../platform/database.ts';
import { createUser } from './accounts.ts';

// Test-data factories for orders: an order with its lines and shipping address, for a user.

type OrderInsert = typeof orders.$inferInsert;
type ItemInput = {
  name: string;
  image?: string | null;
  quantity: number;
  unitPricePaisa: number;
  color?: string | null;
  size?: string | null;
};

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'SRK-' and 8 random characters, as the shop writes order numbers. */
export function orderNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SRK-${code}`;
}

const DEFAULT_ITEMS: ItemInput[] = [
  { name: 'Hikvision 4MP Dome Camera', image: '/media/products/hikvision-4mp-dome.svg', quantity: 2, unitPricePaisa: 4_500_00 },
  { name: 'Dahua 8-Channel NVR', image: null, quantity: 1, unitPricePaisa: 12_999_50 },
];

const DEFAULT_NAME = 'Sita Sharma';

/**
 * An order with lines and a shipping address. Without `userId` a new customer is created and the
 * order carries that customer's e-mail; totals are the sum of the lines unless overridden.
 */
export async function createOrder(
  db: Database,
  overrides: Partial<OrderInsert> & { items?: ItemInput[]; address?: Partial<typeof shippingAddresses.$inferInsert> } = {},
) {
  const { items = DEFAULT_ITEMS, address = {}, ...columns } = overrides;
  const user = columns.userId === undefined ? await createUser(db) : null;
  const email = columns.email ?? user?.email ?? 'buyer@example.com';
  const lines = items.map((item) => ({ ...item, amountPaisa: item.unitPricePaisa * item.quantity }));
  const subtotalPaisa = lines.reduce((sum, line) => sum + line.amountPaisa, 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: orderNumber(),
      userId: user?.id ?? (columns.userId as number),
      status: 'Pending Order',
      paymentMethod: 'Cash On Delivery',
      shopCode: '22280',
      email,
      phone: '+9779801234567',
      customerName: address.fullName ?? DEFAULT_NAME,
      subtotalPaisa,
      totalPaisa: subtotalPaisa,
      ...columns,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  const insertedItems = lines.length
    ? await db
        .insert(orderItems)
        .values(
          lines.map((line) => ({
            orderId: order.id,
            name: line.name,
            image: line.image ?? null,
            color: line.color ?? null,
            size: line.size ?? null,
            quantity: line.quantity,
            unitPricePaisa: line.unitPricePaisa,
            amountPaisa: line.amountPaisa,
          })),
        )
        .returning()
    : [];
  const [shipping] = await db
    .insert(shippingAddresses)
    .values({
      orderId: order.id,
      fullName: DEFAULT_NAME,
      email,
      phone: '+9779801234567',
      street: 'Kalanki Chowk, Ward 14',
      city: 'Kathmandu',
      state: 'Bagmati Province',
      country: 'Nepal',
      postal: '44600',
      ...address,
    })
    .returning();
  // Like a placed order, it has its tax invoice; a cancelled one also the credit note reversing it (decision 0122).
  await issueTaxInvoice(db, order.id);
  if (order.status === 'Cancelled') await issueCreditNote(db, order.id, order.updatedAt, null);
  return { order, items: insertedItems, shipping: shipping as typeof shippingAddresses.$inferSelect };
}
