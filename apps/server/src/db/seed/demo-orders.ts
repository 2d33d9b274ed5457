import { SHIPPING_COST_PAISA, SHOP_CODE } from '@suraksha/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { couponRedemptions } from '../schema/coupon-redemptions.ts';
import { coupons } from '../schema/coupons.ts';
import { orderItems, orderStatus, orderStatusHistory, orders, shippingAddresses } from '../schema/orders.ts';
import { issueCreditNote, issueTaxInvoice } from '../../modules/orders/tax-document-service.ts';
import { requireId } from './catalogue-seeding.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_NAME, type DemoPeople } from './demo-people.ts';
import { CATALOGUE_DATE, type GeneratedProduct } from './product-generator.ts';
import { createRandom } from './random.ts';

export type OrderStatus = (typeof orderStatus.enumValues)[number];

/** The path every delivered order walked; a cancelled one stops after 'Pending Order'. */
const FORWARD_PATH: readonly OrderStatus[] = ['Pending Order', 'Confirm', 'Shipping', 'On Way', 'Delivered'];

type DemoOrderSeed = { status: OrderStatus; daysAgo: number; street: string; city: 'Kathmandu' | 'Lalitpur'; useWelcomeCoupon?: boolean };

/** One order of the demo customer in every status, oldest first. */
const DEMO_ORDERS: readonly DemoOrderSeed[] = [
  { status: 'Delivered', daysAgo: 41, street: 'Jhamsikhel Marg, House 21', city: 'Lalitpur', useWelcomeCoupon: true },
  { status: 'Cancelled', daysAgo: 27, street: 'Kalanki Chowk, Ward 14', city: 'Kathmandu' },
  { status: 'On Way', daysAgo: 6, street: 'Baneshwor Height, Lane 3', city: 'Kathmandu' },
  { status: 'Shipping', daysAgo: 5, street: 'Pulchowk Road, House 8', city: 'Lalitpur' },
  { status: 'Confirm', daysAgo: 3, street: 'Maharajgunj, Chakrapath', city: 'Kathmandu' },
  { status: 'Pending Order', daysAgo: 1, street: 'Kupondole Marg, House 5', city: 'Lalitpur' },
];

const POSTAL: Record<DemoOrderSeed['city'], string> = { Kathmandu: '44600', Lalitpur: '44700' };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Order numbers of the seeded demo orders, by status ('SRK-' + 8 unambiguous characters).
 * Drawn from a seeded PRNG: random-looking to a customer, the same on every seeded machine
 * so tests and the order-tracking demo can use them.
 */
export const DEMO_ORDER_NUMBERS: Readonly<Record<OrderStatus, string>> = (() => {
  const random = createRandom('suraksha-demo-order-numbers');
  const numbers = Object.fromEntries(DEMO_ORDERS.map((order) => [order.status, `SRK-${random.code(8)}`]));
  for (const status of orderStatus.enumValues) if (!numbers[status]) throw new Error(`no demo order in status ${status}`);
  return numbers as Record<OrderStatus, string>;
})();

/** The statuses an order in `status` went through, in order. */
function statusTrail(status: OrderStatus): OrderStatus[] {
  if (status === 'Cancelled') return ['Pending Order', 'Cancelled'];
  return FORWARD_PATH.slice(0, FORWARD_PATH.indexOf(status) + 1);
}

const sellingPrice = (p: GeneratedProduct): number => p.offerPricePaisa ?? p.pricePaisa;

export async function seedDemoOrders(
  db: Database,
  people: DemoPeople,
  catalogue: readonly GeneratedProduct[],
  productIds: ReadonlyMap<string, number>,
): Promise<void> {
  const random = createRandom('suraksha-demo-order-lines');
  const sellable = catalogue.filter((p) => !p.onRequest && p.pricePaisa > 0);
  const [welcome] = await db
    .select()
    .from(coupons)
    .where(sql`${coupons.code} LIKE 'WELCOME-%'`)
    .limit(1);

  for (const seed of DEMO_ORDERS) {
    const placedAt = new Date(CATALOGUE_DATE.getTime() - seed.daysAgo * DAY + 5 * HOUR);
    const chosen = new Map<string, { product: GeneratedProduct; quantity: number }>();
    const lineCount = random.int(1, 3);
    while (chosen.size < lineCount) {
      const product = random.pick(sellable);
      const quantity = product.unit === 'pcs' ? random.int(1, 3) : 1;
      chosen.set(product.slug, { product, quantity });
    }
    const lines = [...chosen.values()].map(({ product, quantity }) => ({
      productId: requireId(productIds, product.slug, 'product'),
      name: product.title,
      image: product.image,
      color: product.color,
      size: product.size,
      quantity,
      unitPricePaisa: sellingPrice(product),
      amountPaisa: sellingPrice(product) * quantity,
    }));
    const subtotalPaisa = lines.reduce((sum, line) => sum + line.amountPaisa, 0);
    const coupon = seed.useWelcomeCoupon && welcome && subtotalPaisa >= welcome.minOrderPaisa ? welcome : undefined;
    const couponPaisa = coupon ? Math.min(coupon.value, subtotalPaisa) : 0;
    const walletPaisa = 0;
    const trail = statusTrail(seed.status);
    const stepAt = (step: number): Date => new Date(placedAt.getTime() + step * (step === 1 ? 2 * HOUR : DAY));

    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: DEMO_ORDER_NUMBERS[seed.status],
        userId: people.customer,
        status: seed.status,
        paymentMethod: 'Cash On Delivery',
        shopCode: SHOP_CODE,
        email: DEMO_CUSTOMER_EMAIL,
        phone: '+9779800000001',
        customerName: DEMO_CUSTOMER_NAME,
        subtotalPaisa,
        shippingPaisa: SHIPPING_COST_PAISA,
        couponId: coupon?.id ?? null,
        couponPaisa,
        walletPaisa,
        totalPaisa: subtotalPaisa - couponPaisa - walletPaisa + SHIPPING_COST_PAISA,
        createdAt: placedAt,
        updatedAt: stepAt(trail.length - 1),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error(`order not inserted: ${seed.status}`);

    await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
    await db.insert(shippingAddresses).values({
      orderId: order.id,
      fullName: DEMO_CUSTOMER_NAME,
      email: DEMO_CUSTOMER_EMAIL,
      phone: '+9779800000001',
      street: seed.street,
      city: seed.city,
      state: 'Bagmati Province',
      country: 'Nepal',
      postal: POSTAL[seed.city],
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    await db.insert(orderStatusHistory).values(
      trail.map((toStatus, step) => ({
        orderId: order.id,
        fromStatus: step === 0 ? null : (trail[step - 1] ?? null),
        toStatus,
        // The customer places and cancels; the shop moves everything else.
        actorId: step === 0 || toStatus === 'Cancelled' ? people.customer : people.owner,
        createdAt: stepAt(step),
      })),
    );
    if (coupon) {
      await db
        .insert(couponRedemptions)
        .values({ couponId: coupon.id, userId: people.customer, orderId: order.id, amountPaisa: couponPaisa, createdAt: placedAt });
      await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, coupon.id));
    }
    // Oldest first, as a real shop would have numbered them; a cancelled order's invoice is reversed.
    await issueTaxInvoice(db, order.id);
    if (seed.status === 'Cancelled') await issueCreditNote(db, order.id, stepAt(trail.length - 1), null);
  }
}

/**
 * The lines a seeding process prints once it has seeded the demo shop: the demo order numbers
 * by status, so a new developer can try order tracking and the invoice (the README points here).
 */
export function demoOrderNumbersReport(): string {
  const lines = DEMO_ORDERS.map(({ status }) => `  ${status.padEnd(13)} ${DEMO_ORDER_NUMBERS[status]}`);
  return ['demo order numbers (customer@example.com):', ...lines].join('\n');
}
