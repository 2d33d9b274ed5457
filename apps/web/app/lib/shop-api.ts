import type {
  AuthOptionsResponse,
  ChangePasswordBody,
  ForgotPasswordBody,
  GoogleCallbackResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  MyOrdersResponse,
  MyServiceRequestsResponse,
  ProfileResponse,
  RegisterBody,
  RegisterResponse,
  ResendVerificationBody,
  ResetPasswordBody,
  UpdateProfileBody,
  UpdateProfileResponse,
  VerifyEmailBody,
  WalletReferResponse,
} from '@suraksha/contracts/accounts';
import type { CareerDetailResponse, CareerListResponse } from '@suraksha/contracts/careers';
import type { CartChangeResponse, CartCreateBody, CartRemoveBody, CartState, CartUpdateBody } from '@suraksha/contracts/cart';
import type {
  BrandProductsResponse,
  BrandsResponse,
  CategoryResponse,
  FooterResponse,
  ListingQueryParams,
  MenuResponse,
  ProductResponse,
  SearchQueryParams,
  SearchResponse,
} from '@suraksha/contracts/catalog';
import type { CatalogueListResponse, CatalogueResponse } from '@suraksha/contracts/catalogues';
import type { CertificateListResponse } from '@suraksha/contracts/certificates';
import type {
  AddressCheckBody,
  AddressCheckResponse,
  CheckoutBody,
  CheckoutResponse,
  CouponApplyBody,
  CouponApplyResponse,
  WalletApplyBody,
  WalletApplyResponse,
} from '@suraksha/contracts/checkout';
import { IDEMPOTENCY_KEY_HEADER } from '@suraksha/contracts/checkout-messages';
import type { SavedAddressBody, SavedAddressResponse } from '@suraksha/contracts/saved-address';
import type { CompareQuery, CompareResponse } from '@suraksha/contracts/compare';
import { COMPARE_PARAM } from '@suraksha/contracts/compare-messages';
import type { ContactRequest, ContactResponse } from '@suraksha/contracts/contact';
import type {
  ArticleListParams,
  BlogListResponse,
  BlogResponse,
  FaqListResponse,
  PageResponse,
  ServiceListResponse,
  ServiceResponse,
  TrainingListResponse,
  TrainingResponse,
} from '@suraksha/contracts/content';
import type { CouponListResponse } from '@suraksha/contracts/coupons';
import type { HomeResponse } from '@suraksha/contracts/home';
import type { SubmissionReceived } from '@suraksha/contracts/inbound-form-fields';
import type { GrievanceReceived } from '@suraksha/contracts/grievance';
import type { TrackingRequest, TrackingResponse } from '@suraksha/contracts/order-tracking';
import type { CancelOrderBody, CancelOrderResponse, MyOrderResponse } from '@suraksha/contracts/orders';
import type { PackageListResponse, PackageResponse } from '@suraksha/contracts/packages';
import type { QuoteRequest, QuoteRequestResponse } from '@suraksha/contracts/quote-request';
import type { RefersResponse } from '@suraksha/contracts/referrals';
import type { ServiceRequestBody } from '@suraksha/contracts/service-request';
import type { TicketStatusRequest, TicketStatusResponse } from '@suraksha/contracts/support-ticket';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import type { WishlistChangeResponse, WishlistCreateBody, WishlistRemoveBody, WishlistState } from '@suraksha/contracts/wishlist';
import { callApi } from './api-client.ts';

/**
 * The shop's API, one function per call of SPEC §7, grouped by domain (the shape of Medusa's JS
 * SDK). Each call's path, method and body and answer types are written here once, from
 * packages/contracts; how a request travels (in-process for loaders, fetch in the browser, with
 * or without the customer's token) is the `send` it is given.
 */
export type Send = <T>(request: ApiRequest) => Promise<T>;

/** One path segment: a slug is encoded so "/" or "?" in it cannot change the call. */
const segment = (slug: string) => encodeURIComponent(slug);

/** `path` with the parameters that are set, in the order given (lists comma-separated, as the API documents them). */
function withQuery(path: string, params: Record<string, string | readonly string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') query.set(name, value);
    else if (value && value.length > 0) query.set(name, value.join(','));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

// SPEC §7 lists some calls as POSTs that read nothing from their body: they send an empty object.
const get = <T>(send: Send, path: string) => send<T>({ method: 'GET', path });
const post = <T>(send: Send, path: string, body: unknown = {}) => send<T>({ method: 'POST', path, body });

/** The public calls: the API key is all they need (with a customer's token they answer as that customer sees the shop). */
export function storeApi(send: Send) {
  return {
    layout: {
      footer: () => get<FooterResponse>(send, '/footer'),
      menu: () => get<MenuResponse>(send, '/menu'),
    },
    catalog: {
      home: () => get<HomeResponse>(send, '/home'),
      brands: () => get<BrandsResponse>(send, '/brands'),
      brand: (slug: string, query: ListingQueryParams = {}) =>
        get<BrandProductsResponse>(send, withQuery(`/brands/${segment(slug)}/products`, query)),
      category: (slug: string, query: ListingQueryParams = {}) =>
        get<CategoryResponse>(send, withQuery(`/categories/${segment(slug)}`, query)),
      search: (query: SearchQueryParams) => get<SearchResponse>(send, withQuery('/products', query)),
      product: (slug: string) => get<ProductResponse>(send, `/products/${segment(slug)}`),
      // The slugs' commas stay commas: the compare page's own URL reads the same way.
      compare: (products: Readonly<CompareQuery['products']>) =>
        get<CompareResponse>(send, `/compare?${COMPARE_PARAM}=${products.map(segment).join(',')}`),
      packages: () => get<PackageListResponse>(send, '/packages'),
      package: (slug: string) => get<PackageResponse>(send, `/packages/${segment(slug)}`),
      catalogues: () => get<CatalogueListResponse>(send, '/catalogues'),
      catalogue: (slug: string) => get<CatalogueResponse>(send, `/catalogues/${segment(slug)}`),
      coupons: () => post<CouponListResponse>(send, '/coupons'),
    },
    content: {
      blogs: (query: ArticleListParams = {}) => get<BlogListResponse>(send, withQuery('/blogs', query)),
      blog: (slug: string) => get<BlogResponse>(send, `/blogs/${segment(slug)}`),
      trainings: (query: ArticleListParams = {}) => get<TrainingListResponse>(send, withQuery('/trainings', query)),
      training: (slug: string) => get<TrainingResponse>(send, `/trainings/${segment(slug)}`),
      faqs: () => get<FaqListResponse>(send, '/faqs'),
      page: (slug: string) => get<PageResponse>(send, `/pages/${segment(slug)}`),
      services: () => get<ServiceListResponse>(send, '/services'),
      service: (slug: string) => get<ServiceResponse>(send, `/services/${segment(slug)}`),
      careers: () => get<CareerListResponse>(send, '/careers'),
      career: (slug: string) => get<CareerDetailResponse>(send, `/careers/${segment(slug)}`),
      certificates: () => get<CertificateListResponse>(send, '/certificates'),
    },
    accounts: {
      options: () => get<AuthOptionsResponse>(send, '/auth/options'),
      register: (body: RegisterBody) => post<RegisterResponse>(send, '/auth/register', body),
      login: (body: LoginBody) => post<LoginResponse>(send, '/auth/login', body),
      forgotPassword: (body: ForgotPasswordBody) => post<MessageResponse>(send, '/auth/forgot-password', body),
      resetPassword: (body: ResetPasswordBody) => post<MessageResponse>(send, '/auth/reset-password', body),
      /** Google's redirect back, passed on as it came (`search`: "?code=…&state=…"). */
      googleCallback: (search: string) => get<GoogleCallbackResponse>(send, `/auth/callback${search}`),
    },
    orders: {
      track: (body: TrackingRequest) => post<TrackingResponse>(send, '/order/tracking', body),
    },
    forms: {
      contact: (body: ContactRequest) => post<ContactResponse>(send, '/contact', body),
      quoteRequest: (body: QuoteRequest) => post<QuoteRequestResponse>(send, '/quote-requests', body),
      productQuoteRequest: (productSlug: string, body: QuoteRequest) =>
        post<QuoteRequestResponse>(send, `/products/${segment(productSlug)}`, body),
      /** Multipart: the fields of SPEC §3 and an optional `attachment`. */
      supportTicket: (form: FormData) => post<SubmissionReceived>(send, '/support-tickets', form),
      /** Multipart: the complaint's fields and an optional `attachment` (decision 0128). */
      grievance: (form: FormData) => post<GrievanceReceived>(send, '/grievances', form),
      supportTicketStatus: (body: TicketStatusRequest) => post<TicketStatusResponse>(send, '/support-tickets/status', body),
      serviceRequest: (serviceSlug: string, body: ServiceRequestBody) =>
        post<SubmissionReceived>(send, `/services/${segment(serviceSlug)}/requests`, body),
      /** Multipart: the applicant's fields and the CV file. */
      careerApplication: (careerSlug: string, form: FormData) =>
        post<SubmissionReceived>(send, `/careers/${segment(careerSlug)}/applications`, form),
      /** Multipart: the fields of SPEC §3 and an optional `billing_card`. */
      ewaste: (form: FormData) => post<SubmissionReceived>(send, '/waste', form),
    },
  };
}
export type StoreApi = ReturnType<typeof storeApi>;

/** The public calls over a transport (a 2xx answer is the typed body, anything else an ApiError). */
export function storeApiVia(transport: ApiTransport): StoreApi {
  return storeApi((request) => callApi(transport, request));
}

/** Every public call as the signed-in customer sees it (prices), and the calls that need the customer's token. */
export function customerApi(send: Send) {
  return {
    ...storeApi(send),
    session: {
      logout: () => send<MessageResponse>({ method: 'POST', path: '/auth/logout' }),
    },
    profile: {
      get: () => get<ProfileResponse>(send, '/customer/profile'),
      update: (body: UpdateProfileBody) => post<UpdateProfileResponse>(send, '/customer/profile/update', body),
      changePassword: (body: ChangePasswordBody) => post<MessageResponse>(send, '/customer/password/change', body),
      verifyEmail: (body: VerifyEmailBody) => post<MessageResponse>(send, '/customer/email/verify', body),
      // SPEC §7 spells the path this way; the server answers the corrected spelling too.
      resendVerification: (body: ResendVerificationBody) => post<MessageResponse>(send, '/customer/email/verification-notiication', body),
    },
    cart: {
      list: () => post<CartState>(send, '/customer/carts/list'),
      add: (body: CartCreateBody) => post<CartChangeResponse>(send, '/customer/carts/create', body),
      update: (body: CartUpdateBody) => post<CartState>(send, '/customer/carts/update', body),
      remove: (body: CartRemoveBody) => post<CartChangeResponse>(send, '/customer/carts/remove', body),
    },
    wishlist: {
      count: () => post<WishlistState>(send, '/customer/wishlists/count'),
      add: (body: WishlistCreateBody) => post<WishlistChangeResponse>(send, '/customer/wishlists/create', body),
      remove: (body: WishlistRemoveBody) => post<WishlistChangeResponse>(send, '/customer/wishlists/remove', body),
    },
    /** The saved delivery address (decision 0119): written on the profile, offered at checkout. */
    address: {
      get: () => get<SavedAddressResponse>(send, '/customer/address'),
      save: (body: SavedAddressBody) => post<SavedAddressResponse>(send, '/customer/address/save', body),
    },
    checkout: {
      checkAddress: (body: AddressCheckBody) => post<AddressCheckResponse>(send, '/customer/address/check', body),
      applyWallet: (body: WalletApplyBody) => post<WalletApplyResponse>(send, '/customer/wallets/apply', body),
      applyCoupon: (body: CouponApplyBody) => post<CouponApplyResponse>(send, '/customer/coupons/apply', body),
      /** A retried identical submit carries the same key, so the order is placed once. */
      submit: (body: CheckoutBody, idempotencyKey: string) =>
        send<CheckoutResponse>({
          method: 'POST',
          path: '/customer/checkout/update',
          body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        }),
    },
    myOrders: {
      /** SPEC §7 POST /customer/myorders. */
      list: () => post<MyOrdersResponse>(send, '/customer/myorders'),
      get: (orderNumber: string) => get<MyOrderResponse>(send, `/customer/myorders/${segment(orderNumber)}`),
      /** Cancels one of my orders while it is 'Pending Order' or 'Confirm' (docs/decisions/0065). */
      cancel: (orderNumber: string, body: CancelOrderBody) =>
        post<CancelOrderResponse>(send, `/customer/myorders/${segment(orderNumber)}/cancel`, body),
    },
    dashboard: {
      /** The dashboard's GET of my orders (the same list as myOrders.list). */
      orders: () => get<MyOrdersResponse>(send, '/customer/myorders'),
      serviceRequests: () => get<MyServiceRequestsResponse>(send, '/customer/service-requests'),
      walletRefer: () => get<WalletReferResponse>(send, '/customer/wallet-refer'),
      refers: () => post<RefersResponse>(send, '/customer/refers'),
    },
  };
}
export type CustomerApi = ReturnType<typeof customerApi>;
