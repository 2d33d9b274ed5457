import type { MyOrdersResponse } from '@suraksha/contracts/accounts';
import { type MyOrderResponse, ORDER_MESSAGES, type OrderShipping } from '@suraksha/contracts/orders';
import { paisaToRupees } from '@suraksha/domain/money';
import { addressLine } from '@suraksha/domain/nepal-address-line';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { orderTaxDocuments } from './tax-document-service.ts';
import { findInvoiceOrder, findOwnOrder, findShippingAddress, listOrderItems, listOrdersOf } from './repo.ts';

/** My Orders, newest first. */
export async function getMyOrders(db: Database, userId: number): Promise<MyOrdersResponse> {
  const rows = await listOrdersOf(db, userId);
  return {
    result: 'success',
    orders: rows.map((o) => ({
      slug: o.orderNumber,
      order_name: o.orderNumber,
      date: dayInNepal(o.createdAt),
      created_date: o.createdAt.toISOString(),
      method: o.paymentMethod,
      status: o.status,
      total: paisaToRupees(o.totalPaisa),
    })),
  };
}

/**
 * One of the customer's own orders with its items and shipping address: what the invoice shows.
 * Another customer's order and an unknown number are the same 404, so nothing leaks.
 */
export async function getMyOrder(db: Database, userId: number, orderId: string): Promise<MyOrderResponse> {
  const order = await findOwnOrder(db, userId, orderId.trim().toUpperCase());
  if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return invoiceOf(db, order);
}

/** Any order's invoice, for staff printing from the order desk (issue #15); null when there is no such order. */
export async function findOrderInvoice(db: Database, orderNumber: string): Promise<MyOrderResponse | null> {
  const order = await findInvoiceOrder(db, orderNumber);
  return order && invoiceOf(db, order);
}

async function invoiceOf(db: Database, order: NonNullable<Awaited<ReturnType<typeof findInvoiceOrder>>>): Promise<MyOrderResponse> {
  const [items, address, taxDocuments] = await Promise.all([
    listOrderItems(db, order.id),
    findShippingAddress(db, order.id),
    orderTaxDocuments(db, order.id),
  ]);
  const shipping: OrderShipping | null = address
    ? {
        full_name: address.fullName,
        company: address.company,
        email: address.email,
        phone: address.phone,
        street: address.street,
        city: address.city,
        state: address.state,
        district: address.district,
        municipality: address.municipality,
        ward: address.ward,
        country: address.country,
        postal: address.postal,
      }
    : null;
  return {
    result: 'success',
    order: {
      slug: order.orderNumber,
      order_name: order.orderNumber,
      date: dayInNepal(order.createdAt),
      created_date: order.createdAt.toISOString(),
      updated_date: order.updatedAt.toISOString(),
      method: order.paymentMethod,
      status: order.status,
      subtotal: paisaToRupees(order.subtotalPaisa),
      shipping: paisaToRupees(order.shippingPaisa),
      discount: paisaToRupees(order.discountPaisa),
      coupon_code: order.couponPaisa > 0 ? order.couponCode : null,
      coupon: paisaToRupees(order.couponPaisa),
      wallet: paisaToRupees(order.walletPaisa),
      total: paisaToRupees(order.totalPaisa),
      address: shipping ? addressLine(shipping) : '',
      phone_number: address?.phone ?? order.phone,
      email: order.email,
    },
    orders: items.map((item) => ({
      name: item.name,
      image: item.image,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      price: paisaToRupees(item.unitPricePaisa),
      amount: paisaToRupees(item.amountPaisa),
    })),
    shipping,
    tax_documents: taxDocuments,
  };
}
