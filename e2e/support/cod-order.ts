import { type APIRequestContext, expect } from '@playwright/test';
import { CART_QUANTITY_MAX } from '../../packages/contracts/src/cart.ts';
import { checkoutPayload } from '../../apps/server/src/test/checkout-payload.ts';
import { API_KEY } from './accounts.ts';

/**
 * A customer's side of the order journeys, through the API (fast, no form): what is in stock, what
 * the wallet holds, and a cash-on-delivery order placed as the checkout page would place it.
 */
export function shopperApi(request: APIRequestContext, token: string) {
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  return {
    post: async <T>(path: string, data: object = {}, extra: Record<string, string> = {}) => {
      const res = await request.post(`/api/customer/${path}`, { headers: { ...headers, ...extra }, data });
      return { status: res.status(), body: (await res.json()) as T };
    },
    wallet: async () =>
      ((await (await request.get('/api/customer/profile', { headers })).json()) as { user: { amount: number } }).user.amount,
  };
}
export type ShopperApi = ReturnType<typeof shopperApi>;

/** The pieces of a product in stock, as the bag tells a customer asking for more than there are. */
export async function stockOf(api: ShopperApi, productSlug: string): Promise<number> {
  const refused = await api.post<{ errorMessage: string }>('carts/create', { product_slug: productSlug, quantity: CART_QUANTITY_MAX });
  expect(refused.status).toBe(409);
  const left = /^Only (\d+) left in stock\.$/.exec(refused.body.errorMessage);
  return left ? Number(left[1]) : 0;
}

/** A camera with at least `pieces` in stock. */
export async function cameraInStock(request: APIRequestContext, api: ShopperApi, pieces = 2): Promise<{ slug: string; stock: number }> {
  const res = await request.get('/api/products?search=camera', { headers: { 'x-api-key': API_KEY } });
  for (const p of ((await res.json()) as { products: { slug: string }[] }).products) {
    const stock = await stockOf(api, p.slug);
    if (stock >= pieces) return { slug: p.slug, stock };
  }
  throw new Error(`no camera with ${pieces} pieces in stock`);
}

export interface Buyer {
  name: string;
  email: string;
  phone: string;
}

/** Puts `quantity` of a product in the bag, applies up to `wallet` rupees, and checks out cash on delivery: the order number. */
export async function placeCodOrder(
  api: ShopperApi,
  buyer: Buyer,
  order: { slug: string; quantity: number; wallet?: number; key: string },
): Promise<string> {
  expect((await api.post('carts/create', { product_slug: order.slug, quantity: order.quantity })).status).toBe(200);
  const bag = (await api.post<{ totalAmount: number }>('carts/list')).body;
  let total = bag.totalAmount;
  let walletAmount = 0;
  if (order.wallet) {
    const applied = await api.post<{ walletAmount: number; totalAmount: number }>('wallets/apply', { totalAmount: bag.totalAmount });
    expect(applied.body.walletAmount).toBe(order.wallet);
    total = applied.body.totalAmount;
    walletAmount = applied.body.walletAmount;
  }
  const placed = await api.post<{ order_name: string }>(
    'checkout/update',
    checkoutPayload({ full_name: buyer.name, email: buyer.email, phone: buyer.phone, wallet_amount: walletAmount, total_amount: total }),
    { 'idempotency-key': `${order.key}-${Date.now()}` },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.order_name;
}
