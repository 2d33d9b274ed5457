import type { APIRequestContext } from '@playwright/test';
import { API_KEY } from './accounts.ts';

/** A customer's POST /api/customer/{path} with their token: the status and the answer's body. */
export function customerApi(request: APIRequestContext, token: string) {
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  return async <T>(path: string, data: object = {}): Promise<{ status: number; body: T }> => {
    const res = await request.post(`/api/customer/${path}`, { headers, data });
    return { status: res.status(), body: (await res.json()) as T };
  };
}
export type CustomerCall = ReturnType<typeof customerApi>;

export interface BagLine {
  slug: string;
  product_slug: string;
  product_name: string;
  price: number;
}

/** Empties the customer's bag through the API. */
export async function emptyBag(call: CustomerCall) {
  for (const line of (await call<{ carts: BagLine[] }>('carts/list')).body.carts) await call('carts/remove', { slug: line.slug });
}

/**
 * The first product of a search that can be bought `quantity` at a time and costs at least `minRupees`
 * a piece (found by trying: the server decides); the bag is left as it was.
 */
export async function purchasable(
  request: APIRequestContext,
  call: CustomerCall,
  term: string,
  quantity = 2,
  minRupees = 0,
): Promise<BagLine> {
  const res = await request.get(`/api/products?search=${term}`, { headers: { 'x-api-key': API_KEY } });
  for (const p of ((await res.json()) as { products: { slug: string }[] }).products) {
    const added = await call<{ carts: BagLine[] }>('carts/create', { product_slug: p.slug, quantity });
    if (added.status !== 200) continue;
    const line = added.body.carts.find((l) => l.product_slug === p.slug) as BagLine;
    await call('carts/remove', { slug: line.slug });
    if (line.price >= minRupees) return line;
  }
  throw new Error(`no purchasable product for '${term}'`);
}
