// A fake of the shop's API for the web tests, in place of the browser's fetch. Every answer is
// typed by its contract (packages/contracts), so a contract change breaks the tests that fake it.
import type {
  AccountUser,
  GoogleCallbackResponse,
  LoginResponse,
  MessageResponse,
  MyOrdersResponse,
  ProfileResponse,
  RegisterResponse,
  WalletReferResponse,
} from '@suraksha/contracts/accounts';
import type { CartChangeResponse, CartLine, CartState } from '@suraksha/contracts/cart';
import type { CategoryResponse, ProductCard, ProductResponse, SearchResponse } from '@suraksha/contracts/catalog';
import type { CheckoutResponse, CouponApplyResponse, WalletApplyResponse } from '@suraksha/contracts/checkout';
import type { ErrorEnvelope } from '@suraksha/contracts/error-envelope';
import type { GrievanceReceived } from '@suraksha/contracts/grievance';
import type { TrackingResponse } from '@suraksha/contracts/order-tracking';
import type { CancelOrderResponse, MyOrderResponse } from '@suraksha/contracts/orders';
import type { QuoteRequestResponse } from '@suraksha/contracts/quote-request';
import type { RefersResponse } from '@suraksha/contracts/referrals';
import type { SavedAddressResponse } from '@suraksha/contracts/saved-address';
import type { ApiTransport } from '@suraksha/contracts/transport';
import type { WishlistChangeResponse, WishlistState } from '@suraksha/contracts/wishlist';
import { type Mock, vi } from 'vitest';

/** The calls the web tests fake, as "METHOD path" (the path under /api, `:name` for a segment), with the answer's contract. */
export interface ShopApiAnswers {
  'POST /auth/register': RegisterResponse;
  'POST /auth/login': LoginResponse;
  'GET /customer/profile': ProfileResponse;
  'POST /auth/logout': MessageResponse;
  'POST /customer/carts/list': CartState;
  'POST /customer/carts/create': CartChangeResponse;
  'POST /customer/wishlists/count': WishlistState;
  'POST /customer/wishlists/create': WishlistChangeResponse;
  'POST /customer/wishlists/remove': WishlistChangeResponse;
  'POST /customer/coupons/apply': CouponApplyResponse;
  'POST /customer/wallets/apply': WalletApplyResponse;
  'POST /customer/checkout/update': CheckoutResponse;
  'GET /customer/address': SavedAddressResponse;
  'POST /customer/address/save': SavedAddressResponse;
  'GET /products': SearchResponse;
  'GET /products/:slug': ProductResponse;
  'POST /products/:slug': QuoteRequestResponse;
  'GET /categories/:slug': CategoryResponse;
  'POST /quote-requests': QuoteRequestResponse;
  'POST /grievances': GrievanceReceived;
  'POST /order/tracking': TrackingResponse;
  'GET /customer/myorders/:orderId': MyOrderResponse;
  'POST /customer/myorders/:orderId/cancel': CancelOrderResponse;
  'POST /customer/myorders': MyOrdersResponse;
  'POST /customer/refers': RefersResponse;
  'GET /customer/wallet-refer': WalletReferResponse;
  'GET /auth/callback': GoogleCallbackResponse;
}
export type ShopApiCall = keyof ShopApiAnswers;

/** One request as the fake saw it. */
export interface FakeRequest {
  path: string;
  /** The query string's values. */
  query: URLSearchParams;
  /** The `:name` segments of the call's pattern. */
  params: Record<string, string>;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
  headers: Headers;
}

/** A refusal or failure of the API: its status and error envelope (none from a proxy in the way). */
export class ApiFailure {
  readonly status: number;
  readonly envelope: ErrorEnvelope | null;
  constructor(status: number, envelope: ErrorEnvelope | null) {
    this.status = status;
    this.envelope = envelope;
  }
}

/** The API refuses with `status`, an errorMessage and, for a 400, a message per field. */
export function apiError(status: number, errorMessage: string, message?: Record<string, string>): ApiFailure {
  return new ApiFailure(status, { result: 'error', errorMessage, ...(message ? { message } : {}) });
}

type Reply<T> = T | ApiFailure;
/** An answer: a fixed reply, or one worked out from the request (a rejected promise is a network failure). */
export type FakeAnswer<T> = Reply<T> | ((request: FakeRequest) => Reply<T> | Promise<Reply<T>>);
export type FakeAnswers = { [Call in ShopApiCall]?: FakeAnswer<ShopApiAnswers[Call]> };

/** A network failure, as fetch gives it when the shop cannot be reached. */
export const unreachable = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch'));

export interface FakeShopApi {
  /** The stubbed global fetch. */
  fetch: Mock;
  /** Sets (or replaces) the answer of one call. */
  answer<Call extends ShopApiCall>(call: Call, answer: FakeAnswer<ShopApiAnswers[Call]>): void;
  /** The requests made of one call, in order. */
  requests(call: ShopApiCall): FakeRequest[];
}

const NOT_FOUND = apiError(404, 'Not found.');

function matchCall(call: string, method: string, path: string): Record<string, string> | null {
  const [callMethod, pattern] = call.split(' ') as [string, string];
  if (callMethod !== method) return null;
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i] as string);
    else if (segment !== got[i]) return null;
  }
  return params;
}

/** What the API answers: the reply of the first call that matches, else a 404 envelope. */
async function replyTo(
  table: Map<string, FakeAnswer<unknown>>,
  seen: { call: string; request: FakeRequest }[],
  method: string,
  input: string,
  body: unknown,
  headers: Headers,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(input, 'http://shop.test');
  const path = url.pathname.replace(/^\/api/, '');
  for (const [call, answer] of table) {
    const params = matchCall(call, method, path);
    if (!params) continue;
    const request: FakeRequest = { path, query: url.searchParams, params, body, headers };
    seen.push({ call, request });
    const reply = typeof answer === 'function' ? await answer(request) : answer;
    return reply instanceof ApiFailure ? { status: reply.status, body: reply.envelope } : { status: 200, body: reply };
  }
  return { status: NOT_FOUND.status, body: NOT_FOUND.envelope };
}

/** The answer table, and the requests it has seen. */
function answerTable(answers: FakeAnswers) {
  const table = new Map<string, FakeAnswer<unknown>>(Object.entries(answers));
  const seen: { call: string; request: FakeRequest }[] = [];
  return {
    reply: (method: string, input: string, body: unknown, headers: Headers) => replyTo(table, seen, method, input, body, headers),
    answer: <Call extends ShopApiCall>(call: Call, answer: FakeAnswer<ShopApiAnswers[Call]>) =>
      void table.set(call, answer as FakeAnswer<unknown>),
    requests: (call: ShopApiCall) => seen.filter((s) => s.call === call).map((s) => s.request),
  };
}

/**
 * Stubs the global fetch with the shop's API as `answers` says; any other call is a 404 envelope.
 * The stub goes after each test (vitest's unstubGlobals, see vitest.config.ts).
 */
export function fakeShopApi(answers: FakeAnswers = {}): FakeShopApi {
  const { reply, answer, requests } = answerTable(answers);
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const answered = await reply(init.method ?? 'GET', input, body, new Headers(init.headers));
    return new Response(JSON.stringify(answered.body), { status: answered.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer, requests };
}

/** The same fake as the in-process transport a loader or an action is given (apiContext). */
export function fakeTransport(answers: FakeAnswers = {}): Omit<FakeShopApi, 'fetch'> & { transport: Mock<ApiTransport> } {
  const { reply, answer, requests } = answerTable(answers);
  const transport = vi.fn<ApiTransport>(({ method, path, body, token, headers }) => {
    const sent = new Headers(headers);
    if (token) sent.set('authorization', `Bearer ${token}`);
    return reply(method, `/api${path}`, body, sent);
  });
  return { transport, answer, requests };
}

/** The signed-in customer the profile call answers with. */
export function aCustomer(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    name: 'Sita Sharma',
    email: 'sita@example.com',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    amount: 0,
    referral_code: 'ABCD2345',
    phone: '+9779841234567',
    ...overrides,
  };
}

/** The profile call's answer for a customer. */
export const profileOf = (user: AccountUser): ProfileResponse => ({ result: 'success', user });

/** A product as lists show it: no price until a customer's call answers with one. */
export function aProductCard(slug: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    title: `Camera ${slug}`,
    slug,
    sku: `SR-TST-${slug}`,
    image: null,
    image_alt: null,
    brand: 'Hikvision',
    category: 'IP Cameras',
    unit: 'pcs',
    on_request: false,
    price: null,
    offer_price: null,
    ne: {},
    ...overrides,
  };
}

/** A bag holding `lines`, its totals summed from them. */
export function aBag(lines: CartLine[] = [], count = lines.reduce((n, line) => n + line.qty, 0)): CartState {
  const total = lines.reduce((sum, line) => sum + line.line_total, 0);
  return {
    result: 'success',
    cartCount: count,
    carts: lines,
    cartSubTotal: total,
    discountAmount: 0,
    cashbackAmount: 0,
    totalAmount: total,
    totalCart: count,
  };
}

const NO_SEO = { seo_title: null, seo_description: null, seo_keyword: null };
const onePage = (total: number) => ({ page: 1, perPage: 24, total, totalPages: 1 });

/** A category's page of `products` (GET /categories/{slug}). */
export function aCategoryPage(slug: string, products: ProductCard[]): CategoryResponse {
  const category = {
    id: 1,
    title: `Category ${slug}`,
    slug,
    image: null,
    description: null,
    ...NO_SEO,
    ne: {},
    parent: null,
    children: [],
  };
  return { result: 'success', category, products, pagination: onePage(products.length), sort: 'newest' };
}

/** A product's page (GET /products/{slug}), made from its card. */
export function aProductPage({ id, title, slug, sku, image, unit, on_request, price, offer_price }: ProductCard): ProductResponse {
  const product = {
    id,
    title,
    slug,
    image,
    unit,
    on_request,
    price,
    offer_price,
    ...NO_SEO,
    sku,
    gallery: [],
    brand: null,
    category: null,
    breadcrumbs: [],
    stock_status: 'in_stock' as const,
    color: null,
    size: null,
    summary: null,
    description: null,
    specs: [],
    datasheet_url: null,
    ne: {},
  };
  return { result: 'success', product, related: [] };
}
