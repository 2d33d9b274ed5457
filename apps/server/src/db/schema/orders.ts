import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { language, languageKnown, paisa, timestamps } from './columns.ts';
import { coupons } from './coupons.ts';

/** SPEC §4 statuses; 'Pending Order' is where every order starts. */
export const orderStatus = pgEnum('order_status', ['Pending Order', 'Confirm', 'Shipping', 'On Way', 'Delivered', 'Cancelled']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human-readable and not guessable in sequence: half of the tracking secret. */
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('Pending Order'),
    paymentMethod: text('payment_method').notNull().default('Cash On Delivery'),
    shopCode: text('shop_code').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /**
     * The shipping address's name, kept on the order like its e-mail and phone (a snapshot at
     * checkout): the order desk searches and counts a name on this one table (decision 0091).
     */
    customerName: text('customer_name').notNull(),
    subtotalPaisa: paisa('subtotal_paisa').notNull(),
    discountPaisa: paisa('discount_paisa').notNull().default(0),
    shippingPaisa: paisa('shipping_paisa').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponPaisa: paisa('coupon_paisa').notNull().default(0),
    walletPaisa: paisa('wallet_paisa').notNull().default(0),
    totalPaisa: paisa('total_paisa').notNull(),
    /**
     * How the order was priced (decision 0131): true when the catalogue prices included VAT (the
     * shop's setting at checkout); its tax documents follow this, never the setting of the moment.
     */
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    /** The VAT added on top of the prices when they excluded it (0 when they included it); part of total_paisa. */
    vatAddedPaisa: paisa('vat_added_paisa').notNull().default(0),
    /** The buyer's 9-digit PAN for the tax invoice (decision 0122): optional, given at checkout or by staff. */
    buyerPan: text('buyer_pan'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the checkout body, so a reused key with another body is refused. */
    requestHash: text('request_hash'),
    /** The language the order was placed in: its mails are written in it (decision 0129). */
    language: language(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The order desk (issue #15): its default order, each status tab in that order, the total sort,
    // and the searches by order number, name, e-mail and phone (trigram: any part of them). The date
    // index carries the status, so a date range's tab counts read the index alone.
    index('orders_created_idx').on(t.createdAt, t.id, t.status),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_total_idx').on(t.totalPaisa, t.id),
    // An order number typed from its start (SRK-…) is a prefix: a pattern btree answers it directly.
    index('orders_number_prefix_idx').on(t.orderNumber.op('text_pattern_ops')),
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    // The reports' quote conversion (decision 0105): a quote's e-mail, any case, finds its orders by date.
    index('orders_email_lower_created_idx').on(sql`lower(${t.email})`, t.createdAt),
    // The back-office home's "cash to collect": orders On Way or Delivered, read from the index alone
    // in id order beside cod_collections' unique order id (a merge anti-join, no table scan).
    index('orders_cash_due_idx')
      .on(t.id, t.totalPaisa)
      .where(sql`${t.status} in ('On Way', 'Delivered')`),
    check('orders_language_known', languageKnown(t.language)),
    check('orders_buyer_pan_digits', sql`${t.buyerPan} IS NULL OR ${t.buyerPan} ~ '^[0-9]{9}$'`),
    check(
      'orders_amounts_not_negative',
      sql`${t.subtotalPaisa} >= 0 AND ${t.couponPaisa} >= 0 AND ${t.walletPaisa} >= 0 AND ${t.totalPaisa} >= 0`,
    ),
    check('orders_vat_added_not_negative', sql`${t.vatAddedPaisa} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image'),
    color: text('color'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    unitPricePaisa: paisa('unit_price_paisa').notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_amount', sql`${t.amountPaisa} = ${t.unitPricePaisa} * ${t.quantity}`),
  ],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** District, local level and ward (decision 0119): null on orders placed without them, and on every order before. */
    district: text('district'),
    municipality: text('municipality'),
    ward: integer('ward'),
    country: text('country').notNull(),
    postal: text('postal'),
    ...timestamps,
  },
  // The order desk filters by province.
  (t) => [index('shipping_addresses_state_idx').on(t.state)],
);

/**
 * The customer's saved delivery address (issue #19, decision 0119): one per account, entered on the
 * profile and offered at checkout. The same parts as an order's address, without name, e-mail and phone
 * (the profile has those) or company.
 */
export const savedAddresses = pgTable('saved_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  district: text('district'),
  municipality: text('municipality'),
  ward: integer('ward'),
  city: text('city').notNull(),
  street: text('street').notNull(),
  postal: text('postal'),
  ...timestamps,
});

/** Every status change, who made it and when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why, when someone said so: the customer's reason for cancelling their own order. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId),
    // The reports (decision 0105): orders delivered in a range read the moves to Delivered by date.
    index('order_status_history_to_created_idx').on(t.toStatus, t.createdAt),
  ],
);

/**
 * Cash collected on delivery (issue #15): at most one record per order, who took it and when. A
 * difference from the order's total needs a note (the service checks it); the daily COD report
 * reads this table to say what each staff member should hand in.
 */
export const codCollections = pgTable(
  'cod_collections',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaisa: paisa('amount_paisa').notNull(),
    collectedBy: integer('collected_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    note: text('note'),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cod_collections_at_idx').on(t.collectedAt), check('cod_collections_amount_not_negative', sql`${t.amountPaisa} >= 0`)],
);

/**
 * Internal notes on an order (issue #15): written by staff for staff, plain text, never part of any
 * answer a customer can read. Kept when the staff account goes (restrict), like the cash records.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
