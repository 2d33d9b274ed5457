import type { CheckoutResponse } from '@suraksha/contracts/checkout';
import { CHECKOUT_MESSAGES, COUPON_MESSAGES, WALLET_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { type OrderTotals, normalizeCouponCode, orderTotals, walletSpendPaisa } from '@suraksha/domain/checkout-totals';
import { SHIPPING_COST_PAISA } from '@suraksha/domain/constants';
import { paisaToRupees, rupeesToPaisa } from '@suraksha/domain/money';
import { DEFAULT_LANGUAGE, type Language } from '@suraksha/domain/site-languages';
import type { SignedInUser } from '../../platform/auth.ts';
import type { Database } from '../../platform/database.ts';
import { retryable } from '../../platform/database-errors.ts';
import { AppError, ValidationError } from '../../platform/errors.ts';
import { type Outcome, accepted, refused } from '../../platform/outcome.ts';
import type { CustomerActor, RequestContext } from '../../platform/request-context.ts';
import { loadBag } from '../cart/service.ts';
import { bagVat, pricesIncludeVatNow } from '../cart/bag-vat.ts';
import { sellingPricePaisa } from '../cart/selling-price.ts';
import { findCoupon, redeem } from '../coupons/repo.ts';
import { type UsableCoupon, evaluateCoupon } from '../coupons/service.ts';
import { recordCustomerLanguage } from '../accounts/users-repo.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { debitWallet, lockWallet } from '../wallet/repo.ts';
import type { CheckoutRequest } from './address-rules.ts';
import { storedNepalPlace } from '../forms/nepal-address-rules.ts';
import { newOrderMail, orderPlacedMail, type PlacedOrder } from './order-mails.ts';
import { newOrderNumber } from './order-number.ts';
import { issueTaxInvoice } from '../orders/tax-document-service.ts';
import { withStockReason } from '../stock/stock-reason.ts';
import { findOrderByKey, insertOrder, limitLockWait, lockCartLines, lockProducts, removeBoughtLines, takeFromStock } from './repo.ts';

/** How long a checkout waits for a row another checkout holds before answering 'Please try again'. */
export const LOCK_WAIT_MS = 5000;
const LEDGER_REASON = 'checkout';

export interface Idempotency {
  key: string;
  /** SHA-256 of the validated body: the same key with another body is refused. */
  requestHash: string;
}

export interface PlaceOrderInput {
  body: CheckoutRequest;
  /** The Idempotency-Key of the submit, if it sent one. */
  idempotency: Idempotency | null;
}

/** Thrown inside the transaction to roll it back; turned into a returned result outside. */
class CheckoutRefused extends Error {
  readonly fields: Record<string, string> | undefined;
  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.fields = fields;
  }
}

/** Thrown inside the transaction when the key was used for another body: 422 after rollback. */
class KeyReused extends Error {}

/** The order row's amount columns from the computed totals (the VAT added has its own name there). */
function orderAmounts({ vatPaisa, ...rest }: OrderTotals) {
  return { ...rest, vatAddedPaisa: vatPaisa };
}

const placedAnswer = (orderNumber: string, totalPaisa: number): CheckoutResponse => ({
  result: 'success',
  message: CHECKOUT_MESSAGES.placed(orderNumber),
  errorMessage: '',
  order_name: orderNumber,
  totalAmount: paisaToRupees(totalPaisa),
});

/**
 * Places the customer's bag as a Cash On Delivery order in ONE transaction. Locks, always in this
 * order so two checkouts never deadlock: the wallet row, the bag lines, the coupon, the products
 * by id. Every amount is recomputed from the locked rows; the client's wallet_amount,
 * coupon_amount and total_amount are compared with them and a difference answers 409 with the bag
 * as it is now. Stock, wallet and coupon are each changed by a guarded update.
 */
export async function placeOrder(ctx: RequestContext<CustomerActor>, order: PlaceOrderInput): Promise<Outcome<CheckoutResponse>> {
  const { db, actor } = ctx;
  const { user } = actor;
  if (!user.name.trim()) throw new ValidationError({ full_name: CHECKOUT_MESSAGES.fullName });
  try {
    const language = ctx.language ?? DEFAULT_LANGUAGE;
    return accepted(await db.transaction((tx) => placeOrderIn(tx, user, { shopEmail: ctx.shop.email, language }, order)));
  } catch (err) {
    if (err instanceof KeyReused) throw new AppError(422, CHECKOUT_MESSAGES.idempotencyReused);
    if (err instanceof CheckoutRefused) {
      const cart = (await loadBag(db, user.id)).state;
      return refused(err.message, { fields: err.fields, cart });
    }
    if (retryable(err)) return refused(CHECKOUT_MESSAGES.tryAgain);
    throw err;
  }
}

async function placeOrderIn(
  tx: Database,
  user: SignedInUser,
  { shopEmail, language }: { shopEmail: string; language: Language },
  { body, idempotency }: PlaceOrderInput,
): Promise<CheckoutResponse> {
  await limitLockWait(tx, LOCK_WAIT_MS);
  const balance = await lockWallet(tx, user.id);
  if (idempotency) {
    const earlier = await findOrderByKey(tx, user.id, idempotency.key);
    if (earlier) {
      if (earlier.requestHash !== idempotency.requestHash) throw new KeyReused();
      return placedAnswer(earlier.orderNumber, earlier.totalPaisa);
    }
  }

  const lines = await lockCartLines(tx, user.id);
  const couponCode = body.coupon_code?.trim() ? body.coupon_code : null;
  // The coupon row is locked before the products (the fixed order); it is judged once the
  // subtotal is known, and its counts cannot move until this transaction ends.
  if (couponCode) await findCoupon(tx, normalizeCouponCode(couponCode), { lock: true });
  const productIds = [...new Set(lines.map((l) => l.productId))].toSorted((a, b) => a - b);
  const products = productIds.length ? await lockProducts(tx, productIds) : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const bought = lines.flatMap((line) => {
    const product = byId.get(line.productId);
    const unitPaisa = product && product.active ? sellingPricePaisa(product) : null;
    return product && unitPaisa !== null ? [{ line, product, unitPaisa }] : [];
  });
  if (bought.length === 0) throw new CheckoutRefused(CHECKOUT_MESSAGES.emptyBag);
  for (const { line, product } of bought) {
    if (line.quantity > product.stock) throw new CheckoutRefused(CHECKOUT_MESSAGES.outOfStock(product.title, product.stock));
  }
  const subtotalPaisa = bought.reduce((sum, b) => sum + b.unitPaisa * b.line.quantity, 0);

  let couponPaisa = 0;
  let usable: UsableCoupon | null = null;
  if (couponCode) {
    const verdict = await evaluateCoupon(tx, user.id, couponCode, subtotalPaisa);
    if (!verdict.ok) throw new CheckoutRefused(verdict.conflict.errorMessage, verdict.conflict.message);
    usable = verdict.value;
    couponPaisa = usable.discountPaisa;
  }
  if (rupeesToPaisa(body.coupon_amount) !== couponPaisa) throw new CheckoutRefused(CHECKOUT_MESSAGES.totalsChanged);

  // VAT on top when the owner's prices exclude it (decision 0131): read here, recorded on the order.
  const vat = bagVat(
    bought.map((b) => ({ unitPaisa: b.unitPaisa, quantity: b.line.quantity })),
    await pricesIncludeVatNow(tx),
  );
  const vatPaisa = vat.vatPaisa(couponPaisa);

  const wantedWalletPaisa = rupeesToPaisa(body.wallet_amount);
  const walletPaisa = wantedWalletPaisa > 0 ? walletSpendPaisa(balance, subtotalPaisa - couponPaisa + vatPaisa) : 0;
  if (wantedWalletPaisa > balance) throw new CheckoutRefused(WALLET_MESSAGES.short);
  if (walletPaisa !== wantedWalletPaisa) throw new CheckoutRefused(CHECKOUT_MESSAGES.totalsChanged);
  const totals = orderTotals(subtotalPaisa, couponPaisa, walletPaisa, SHIPPING_COST_PAISA, vatPaisa);
  if (rupeesToPaisa(body.total_amount) !== totals.totalPaisa) throw new CheckoutRefused(CHECKOUT_MESSAGES.totalsChanged);

  const orderNumber = newOrderNumber();
  const items = bought.map(({ line, product, unitPaisa }) => ({
    productId: product.id,
    name: product.title,
    image: product.image,
    color: product.color,
    size: product.size,
    quantity: line.quantity,
    unitPricePaisa: unitPaisa,
    amountPaisa: unitPaisa * line.quantity,
  }));
  const address = {
    company: body.company,
    street: body.street,
    city: body.city,
    state: body.state,
    ...storedNepalPlace(body.state, body),
    country: body.country,
    postal: body.postal,
  };
  const orderId = await insertOrder(
    tx,
    {
      orderNumber,
      userId: user.id,
      status: 'Pending Order',
      paymentMethod: body.payment,
      shopCode: body.shop_code,
      email: user.email,
      phone: body.phone,
      buyerPan: body.buyer_pan ?? null,
      ...orderAmounts(totals),
      pricesIncludeVat: vat.pricesIncludeVat,
      couponId: usable?.coupon.id ?? null,
      idempotencyKey: idempotency?.key ?? null,
      requestHash: idempotency?.requestHash ?? null,
      language,
    },
    items,
    {
      fullName: user.name,
      email: user.email,
      phone: body.phone,
      ...address,
      company: address.company ?? null,
      postal: address.postal ?? null,
    },
  );

  await withStockReason(tx, { reason: 'order', reference: orderNumber });
  for (const item of items) {
    if (!(await takeFromStock(tx, item.productId, item.quantity))) throw new CheckoutRefused(CHECKOUT_MESSAGES.outOfStock(item.name, 0));
  }
  if (walletPaisa > 0 && !(await debitWallet(tx, { userId: user.id, amountPaisa: walletPaisa, orderId, reason: LEDGER_REASON }))) {
    throw new CheckoutRefused(WALLET_MESSAGES.short);
  }
  if (usable && couponPaisa > 0) {
    const redeemed = await redeem(tx, {
      couponId: usable.coupon.id,
      userId: user.id,
      orderId,
      amountPaisa: couponPaisa,
      useNumber: usable.useNumber,
    });
    if (!redeemed) throw new CheckoutRefused(COUPON_MESSAGES.exhausted, { coupon_code: COUPON_MESSAGES.exhausted });
  }
  await removeBoughtLines(
    tx,
    user.id,
    bought.map((b) => b.line.id),
  );

  const placed: PlacedOrder = {
    orderNumber,
    customerName: user.name,
    customerEmail: user.email,
    phone: body.phone,
    address,
    items,
    totals,
    payment: body.payment,
  };
  // The customer's mails from now on follow the language they last bought in (decision 0129).
  await recordCustomerLanguage(tx, user.id, language);
  await enqueueMail(tx, { ...orderPlacedMail(placed, language), orderId });
  await enqueueMail(tx, { ...newOrderMail(shopEmail, placed), orderId });
  // Numbered last, in this transaction: the counter's row lock is held only for the commit, and a
  // refused or failed checkout gives its invoice number back (decision 0122).
  await issueTaxInvoice(tx, orderId);
  return placedAnswer(orderNumber, totals.totalPaisa);
}
