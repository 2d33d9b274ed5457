import type { NepaliEntity, NepaliTexts, NepaliVersionResponse } from '@suraksha/contracts/nepali-version';
import type { ReportName, ReportQueryParams, ReportResponse } from '@suraksha/contracts/admin/reports';
import type {
  CodCollectBody,
  CodReportResponse,
  OrderBulkMoveBody,
  OrderBulkMoveResponse,
  OrderDeskQueryParams,
  OrderDeskResponse,
  OrderDetailResponse,
  OrderMoveBody,
  OrderMoveResponse,
} from '@suraksha/contracts/admin/order-desk';
import type { OrderDocumentKind, OrderNoteBody } from '@suraksha/contracts/admin/order-documents';
import type { BuyerPanResponse } from '@suraksha/contracts/tax-document';
import type {
  StaffEnrolBody,
  StaffEnrolResponse,
  StaffLoginBody,
  StaffLoginResponse,
  StaffMeResponse,
} from '@suraksha/contracts/admin/staff-auth';
import type { AuditQueryParams, AuditResponse } from '@suraksha/contracts/admin/audit';
import type { SellerInformationBody, SellerInformationResponse } from '@suraksha/contracts/seller-information';
import type { DashboardResponse } from '@suraksha/contracts/admin/dashboard';
import type { AdminSearchResponse } from '@suraksha/contracts/admin/search';
import type {
  StaffChangeResponse,
  StaffInvitationAcceptBody,
  StaffInvitationAcceptResponse,
  StaffInvitationResponse,
  StaffInviteBody,
  StaffListResponse,
  StaffRoleBody,
} from '@suraksha/contracts/admin/staff';
import type {
  CustomerActionResponse,
  CustomerDetailResponse,
  CustomerDisableBody,
  CustomerListQueryParams,
  CustomerListResponse,
} from '@suraksha/contracts/admin/customers';
import type {
  BrandBody,
  BrandsAdminResponse,
  BrandWriteResponse,
  CategoriesAdminResponse,
  CategoryBody,
  CategoryOrderBody,
  CategoryOrderResponse,
  CategoryWriteResponse,
} from '@suraksha/contracts/admin/taxonomy';
import type { WalletAdjustBody, WalletAdjustResponse } from '@suraksha/contracts/admin/wallet';
import type {
  PackageCreateBody,
  PackageEditBody,
  PackageOrderResponse,
  PackagesAdminResponse,
  PackageWriteResponse,
} from '@suraksha/contracts/admin/packages';
import type {
  CatalogueBody,
  CatalogueOrderResponse,
  CataloguesAdminResponse,
  CatalogueWriteResponse,
} from '@suraksha/contracts/admin/catalogues';
import type {
  CertificateBody,
  CertificateOrderResponse,
  CertificatesAdminResponse,
  CertificateWriteResponse,
} from '@suraksha/contracts/admin/certificates';
import type {
  CouponBody,
  CouponChangeResponse,
  CouponDetailResponse,
  CouponListQueryParams,
  CouponListResponse,
} from '@suraksha/contracts/admin/coupons';
import type {
  ProductCreateBody,
  ProductEditorChangeResponse,
  ProductEditorResponse,
  ProductUpdateBody,
} from '@suraksha/contracts/admin/product-editor';
import type {
  ArticleBody,
  ArticleDetailResponse,
  ArticleKind,
  ArticleListResponse,
  ArticlePreviewResponse,
  ArticleWriteResponse,
} from '@suraksha/contracts/admin/content';
import type {
  FaqAdminListResponse,
  FaqBody,
  FaqDetailResponse,
  FaqOrderResponse,
  FaqWriteResponse,
} from '@suraksha/contracts/admin/content-faqs';
import type { PageAdminListResponse, PageBody, PageDetailResponse, PageWriteResponse } from '@suraksha/contracts/admin/content-pages';
import type { ProductResponse } from '@suraksha/contracts/catalog';
import type {
  ProductBulkBody,
  ProductBulkResponse,
  ProductListQueryParams,
  ProductListResponse,
} from '@suraksha/contracts/admin/product-list';
import type { LowStockResponse, StockMovementsResponse, StockThresholdBody, StockThresholdResponse } from '@suraksha/contracts/admin/stock';
import type {
  ProductImportResponse,
  ProductImportRowsQuery,
  ProductImportRowsResponse,
  ProductImportWriteResponse,
} from '@suraksha/contracts/admin/product-import';
import type {
  InboxChangeResponse,
  InboxCountResponse,
  InboxDetailResponse,
  InboxListQueryParams,
  InboxListResponse,
  InboxStatus,
} from '@suraksha/contracts/admin/inbox';
import type {
  AdminServiceListResponse,
  ServiceBody,
  ServiceDetailResponse,
  ServiceOrderResponse,
  ServiceWriteResponse,
} from '@suraksha/contracts/admin/content-services';
import type {
  AdminCareerListResponse,
  CareerBody,
  CareerDeskResponse,
  CareerWriteResponse,
} from '@suraksha/contracts/admin/content-careers';
import type { HomeLayoutResponse, HomeLayoutWriteResponse } from '@suraksha/contracts/admin/content-home';
import type { HomeLayoutBody } from '@suraksha/contracts/home-layout';
import type { InboxKind } from '@suraksha/contracts/admin/inbox-kinds';
import type { InboxQuoteBody } from '@suraksha/contracts/admin/inbox-quote';
import { API_BASE, type ApiTransport } from '@suraksha/contracts/transport';
import { callApi } from '../lib/api-client.ts';

/**
 * The back office's calls. The staff session is an httpOnly cookie the browser sends by itself
 * (same origin); no token passes through JavaScript.
 */
export function adminApiVia(transport: ApiTransport) {
  const get = <T>(path: string) => callApi<T>(transport, { method: 'GET', path });
  const post = <T>(path: string, body: object = {}) => callApi<T>(transport, { method: 'POST', path, body });
  const segment = (value: number | string) => encodeURIComponent(String(value));
  return {
    auth: {
      login: (body: StaffLoginBody) => post<StaffLoginResponse>('/admin/auth/login', body),
      enrol: (body: StaffEnrolBody) => post<StaffEnrolResponse>('/admin/auth/enrol', body),
      me: () => get<StaffMeResponse>('/admin/auth/me'),
      logout: () => post<{ message: string }>('/admin/auth/logout'),
    },
    dashboard: () => get<DashboardResponse>('/admin/dashboard'),
    search: (q: string) => get<AdminSearchResponse>(`/admin/search${queryString({ q })}`),
    /** The invited person's link: no session, the token is the proof. */
    invitations: {
      get: (token: string) => get<StaffInvitationResponse>(`/admin/auth/invitations/${encodeURIComponent(token)}`),
      accept: (token: string, body: StaffInvitationAcceptBody) =>
        post<StaffInvitationAcceptResponse>(`/admin/auth/invitations/${encodeURIComponent(token)}/accept`, body),
    },
    staff: {
      list: () => get<StaffListResponse>('/admin/staff'),
      invite: (body: StaffInviteBody) => post<StaffChangeResponse>('/admin/staff/invitations', body),
      setRole: (id: number, body: StaffRoleBody) => post<StaffChangeResponse>(`/admin/staff/${id}/role`, body),
      disable: (id: number) => post<StaffChangeResponse>(`/admin/staff/${id}/disable`),
      enable: (id: number) => post<StaffChangeResponse>(`/admin/staff/${id}/enable`),
    },
    orders: {
      list: (query: OrderDeskQueryParams) => get<OrderDeskResponse>(`/admin/orders${queryString(query)}`),
      get: (orderNumber: string) => get<OrderDetailResponse>(`/admin/orders/${encodeURIComponent(orderNumber)}`),
      move: (orderNumber: string, body: OrderMoveBody) =>
        post<OrderMoveResponse>(`/admin/orders/${encodeURIComponent(orderNumber)}/status`, body),
      moveMany: (body: OrderBulkMoveBody) => post<OrderBulkMoveResponse>('/admin/orders/status', body),
      recordCod: (orderNumber: string, body: CodCollectBody) =>
        post<OrderMoveResponse>(`/admin/orders/${encodeURIComponent(orderNumber)}/cod`, body),
      addNote: (orderNumber: string, body: OrderNoteBody) =>
        post<OrderMoveResponse>(`/admin/orders/${encodeURIComponent(orderNumber)}/notes`, body),
      setBuyerPan: (orderNumber: string, buyerPan: string) =>
        post<BuyerPanResponse>(`/admin/orders/${encodeURIComponent(orderNumber)}/buyer-pan`, { buyer_pan: buyerPan }),
      /** One PDF of invoices or packing slips for these orders (fetched with the API key: see downloadFile). */
      documentsPath: (kind: OrderDocumentKind, numbers: readonly string[]) =>
        `${API_BASE}/admin/orders/documents${queryString({ kind, numbers: numbers.join(',') })}`,
      /** The orders CSV (a row per order line) under the desk's filters and sort, every page (fetched with the API key: see downloadFile). */
      csvPath: (query: OrderDeskQueryParams) => `${API_BASE}/admin/orders.csv${queryString({ ...query, page: undefined })}`,
    },
    customers: {
      list: (query: CustomerListQueryParams) => get<CustomerListResponse>(`/admin/customers${queryString(query)}`),
      get: (id: number | string) => get<CustomerDetailResponse>(`/admin/customers/${encodeURIComponent(String(id))}`),
      disable: (id: number, body: CustomerDisableBody) => post<CustomerActionResponse>(`/admin/customers/${id}/disable`, body),
      enable: (id: number) => post<CustomerActionResponse>(`/admin/customers/${id}/enable`),
      resendVerification: (id: number) => post<CustomerActionResponse>(`/admin/customers/${id}/verification`),
      startPasswordReset: (id: number) => post<CustomerActionResponse>(`/admin/customers/${id}/password-reset`),
      adjustWallet: (id: number, body: WalletAdjustBody) => post<WalletAdjustResponse>(`/admin/customers/${id}/wallet`, body),
      /** The customers CSV under the list's search and filters, every page (fetched with the API key: see downloadFile). */
      csvPath: (query: CustomerListQueryParams) => `${API_BASE}/admin/customers.csv${queryString({ ...query, page: undefined })}`,
    },
    /** Blog posts and trainings: one shape, `kind` says which. */
    content: {
      list: (kind: ArticleKind) => get<ArticleListResponse>(`/admin/content/${kind}`),
      get: (kind: ArticleKind, id: number | string) => get<ArticleDetailResponse>(`/admin/content/${kind}/${segment(id)}`),
      preview: (kind: ArticleKind, id: number | string) => get<ArticlePreviewResponse>(`/admin/content/${kind}/${segment(id)}/preview`),
      create: (kind: ArticleKind, body: ArticleBody) => post<ArticleWriteResponse>(`/admin/content/${kind}`, body),
      update: (kind: ArticleKind, id: number, body: ArticleBody) => post<ArticleWriteResponse>(`/admin/content/${kind}/${id}`, body),
    },
    faqs: {
      list: () => get<FaqAdminListResponse>('/admin/content/faqs'),
      get: (id: number | string) => get<FaqDetailResponse>(`/admin/content/faqs/${segment(id)}`),
      create: (body: FaqBody) => post<FaqWriteResponse>('/admin/content/faqs', body),
      update: (id: number, body: FaqBody) => post<FaqWriteResponse>(`/admin/content/faqs/${id}`, body),
      order: (ids: number[]) => post<FaqOrderResponse>('/admin/content/faqs/order', { ids }),
    },
    /** The Nepali version of a product's, a category's or a page's own texts (decision 0127). */
    nepali: {
      get: (entity: NepaliEntity, id: number) => get<NepaliVersionResponse>(`/admin/nepali/${entity}/${id}`),
      save: (entity: NepaliEntity, id: number, body: NepaliTexts) =>
        post<NepaliVersionResponse & { message: string }>(`/admin/nepali/${entity}/${id}`, body),
    },
    pages: {
      list: () => get<PageAdminListResponse>('/admin/content/pages'),
      get: (id: number | string) => get<PageDetailResponse>(`/admin/content/pages/${segment(id)}`),
      create: (body: PageBody) => post<PageWriteResponse>('/admin/content/pages', body),
      update: (id: number, body: PageBody) => post<PageWriteResponse>(`/admin/content/pages/${id}`, body),
    },
    // Services, careers and the home page's sections (decision 0109).
    services: {
      list: () => get<AdminServiceListResponse>('/admin/content/services'),
      get: (id: number | string) => get<ServiceDetailResponse>(`/admin/content/services/${segment(id)}`),
      create: (body: ServiceBody) => post<ServiceWriteResponse>('/admin/content/services', body),
      update: (id: number, body: ServiceBody) => post<ServiceWriteResponse>(`/admin/content/services/${id}`, body),
      order: (ids: number[]) => post<ServiceOrderResponse>('/admin/content/services/order', { ids }),
    },
    careers: {
      list: () => get<AdminCareerListResponse>('/admin/content/careers'),
      get: (id: number | string) => get<CareerDeskResponse>(`/admin/content/careers/${segment(id)}`),
      create: (body: CareerBody) => post<CareerWriteResponse>('/admin/content/careers', body),
      update: (id: number, body: CareerBody) => post<CareerWriteResponse>(`/admin/content/careers/${id}`, body),
    },
    home: {
      get: () => get<HomeLayoutResponse>('/admin/content/home'),
      save: (body: HomeLayoutBody) => post<HomeLayoutWriteResponse>('/admin/content/home', body),
    },
    coupons: {
      list: (query: CouponListQueryParams) => get<CouponListResponse>(`/admin/coupons${queryString(query)}`),
      get: (id: number | string) => get<CouponDetailResponse>(`/admin/coupons/${encodeURIComponent(String(id))}`),
      create: (body: CouponBody) => post<CouponChangeResponse>('/admin/coupons', body),
      update: (id: number, body: CouponBody) => post<CouponChangeResponse>(`/admin/coupons/${id}`, body),
      pause: (id: number) => post<CouponChangeResponse>(`/admin/coupons/${id}/pause`),
      resume: (id: number) => post<CouponChangeResponse>(`/admin/coupons/${id}/resume`),
      /** Every coupon with its usage as CSV (the list's filters do not apply; fetched with the API key: see downloadFile). */
      csvPath: () => `${API_BASE}/admin/coupons.csv`,
    },
    products: {
      list: (query: ProductListQueryParams) => get<ProductListResponse>(`/admin/products${queryString(query)}`),
      /** The grid's changed rows, in one call; a result per row. */
      bulk: (body: ProductBulkBody) => post<ProductBulkResponse>('/admin/products/bulk', body),
      /** The products CSV under the list's search and filters, every page (fetched with the API key: see downloadFile). */
      csvPath: (query: ProductListQueryParams) =>
        `${API_BASE}/admin/products.csv${queryString({ ...query, sort: undefined, page: undefined, per_page: undefined })}`,
    },
    stock: {
      low: (page: number) => get<LowStockResponse>(`/admin/stock/low${queryString({ page: page > 1 ? page : undefined })}`),
      setThreshold: (id: number, body: StockThresholdBody) => post<StockThresholdResponse>(`/admin/stock/${id}/threshold`, body),
      movements: (id: number | string, page: number) =>
        get<StockMovementsResponse>(
          `/admin/stock/${encodeURIComponent(String(id))}/movements${queryString({ page: page > 1 ? page : undefined })}`,
        ),
    },
    brands: {
      list: () => get<BrandsAdminResponse>('/admin/brands'),
      create: (body: BrandBody) => post<BrandWriteResponse>('/admin/brands', body),
      edit: (id: number, body: BrandBody) => post<BrandWriteResponse>(`/admin/brands/${id}`, body),
      setActive: (id: number, active: boolean) => post<BrandWriteResponse>(`/admin/brands/${id}/${active ? 'activate' : 'deactivate'}`),
    },
    categories: {
      list: () => get<CategoriesAdminResponse>('/admin/categories'),
      create: (body: CategoryBody) => post<CategoryWriteResponse>('/admin/categories', body),
      edit: (id: number, body: CategoryBody) => post<CategoryWriteResponse>(`/admin/categories/${id}`, body),
      order: (body: CategoryOrderBody) => post<CategoryOrderResponse>('/admin/categories/order', body),
      setActive: (id: number, active: boolean) =>
        post<CategoryWriteResponse>(`/admin/categories/${id}/${active ? 'activate' : 'deactivate'}`),
    },
    /** One product in the editor (the list and bulk grid have their own calls). */
    productEditor: {
      get: (id: number | string) => get<ProductEditorResponse>(`/admin/products/${encodeURIComponent(String(id))}`),
      /** The storefront's answer for the product's page, drafts too: the preview before publishing. */
      preview: (id: number | string) => get<ProductResponse>(`/admin/products/${encodeURIComponent(String(id))}/preview`),
      create: (body: ProductCreateBody) => post<ProductEditorChangeResponse>('/admin/products', body),
      update: (id: number, body: ProductUpdateBody) => post<ProductEditorChangeResponse>(`/admin/products/${id}`, body),
    },
    packages: {
      list: () => get<PackagesAdminResponse>('/admin/packages'),
      create: (body: PackageCreateBody) => post<PackageWriteResponse>('/admin/packages', body),
      edit: (id: number, body: PackageEditBody) => post<PackageWriteResponse>(`/admin/packages/${id}`, body),
      order: (ids: number[]) => post<PackageOrderResponse>('/admin/packages/order', { ids }),
      setActive: (id: number, active: boolean) => post<PackageWriteResponse>(`/admin/packages/${id}/${active ? 'activate' : 'deactivate'}`),
    },
    catalogues: {
      list: () => get<CataloguesAdminResponse>('/admin/catalogues'),
      create: (body: CatalogueBody) => post<CatalogueWriteResponse>('/admin/catalogues', body),
      edit: (id: number, body: CatalogueBody) => post<CatalogueWriteResponse>(`/admin/catalogues/${id}`, body),
      order: (ids: number[]) => post<CatalogueOrderResponse>('/admin/catalogues/order', { ids }),
      setActive: (id: number, active: boolean) =>
        post<CatalogueWriteResponse>(`/admin/catalogues/${id}/${active ? 'activate' : 'deactivate'}`),
    },
    certificates: {
      list: () => get<CertificatesAdminResponse>('/admin/certificates'),
      create: (body: CertificateBody) => post<CertificateWriteResponse>('/admin/certificates', body),
      edit: (id: number, body: CertificateBody) => post<CertificateWriteResponse>(`/admin/certificates/${id}`, body),
      order: (ids: number[]) => post<CertificateOrderResponse>('/admin/certificates/order', { ids }),
      setActive: (id: number, active: boolean) =>
        post<CertificateWriteResponse>(`/admin/certificates/${id}/${active ? 'activate' : 'deactivate'}`),
    },
    productImports: {
      /** A form with the CSV in its "file" field: sent as multipart. */
      upload: (form: FormData) => post<ProductImportWriteResponse>('/admin/product-imports', form),
      get: (importId: number | string) => get<ProductImportResponse>(`/admin/product-imports/${segment(importId)}`),
      rows: (importId: number | string, query: ProductImportRowsQuery) =>
        get<ProductImportRowsResponse>(`/admin/product-imports/${segment(importId)}/rows${queryString(query)}`),
      confirm: (importId: number) => post<ProductImportWriteResponse>(`/admin/product-imports/${segment(importId)}/confirm`),
    },
    reports: {
      cod: (day: string) => get<CodReportResponse>(`/admin/reports/cod${queryString({ day })}`),
      get: (name: ReportName, query: ReportQueryParams) => get<ReportResponse>(`/admin/reports/${name}${queryString({ ...query })}`),
      /** The same report as CSV (fetched with the API key: see downloadFile). */
      csvPath: (name: ReportName, query: ReportQueryParams) => `${API_BASE}/admin/reports/${name}.csv${queryString({ ...query })}`,
    },
    inbox: {
      list: (query: InboxListQueryParams) => get<InboxListResponse>(`/admin/inbox${queryString(query)}`),
      count: () => get<InboxCountResponse>('/admin/inbox/count'),
      get: (kind: InboxKind, reference: string) => get<InboxDetailResponse>(`/admin/inbox/${segment(kind)}/${segment(reference)}`),
      assign: (kind: InboxKind, reference: string, assigneeId: number | null) =>
        post<InboxChangeResponse>(`/admin/inbox/${segment(kind)}/${segment(reference)}/assign`, { assignee_id: assigneeId }),
      setStatus: (kind: InboxKind, reference: string, status: InboxStatus) =>
        post<InboxChangeResponse>(`/admin/inbox/${segment(kind)}/${segment(reference)}/status`, { status }),
      note: (kind: InboxKind, reference: string, body: string) =>
        post<InboxChangeResponse>(`/admin/inbox/${segment(kind)}/${segment(reference)}/notes`, { body }),
      reply: (kind: InboxKind, reference: string, body: string) =>
        post<InboxChangeResponse>(`/admin/inbox/${segment(kind)}/${segment(reference)}/replies`, { body }),
      /** A priced quote from catalogue lines: the server prices it, renders the PDF and mails it (decision 0110). */
      quote: (kind: InboxKind, reference: string, body: InboxQuoteBody) =>
        post<InboxChangeResponse>(`/admin/inbox/${segment(kind)}/${segment(reference)}/quotes`, body),
    },
    sellerInformation: {
      get: () => get<SellerInformationResponse>('/admin/settings/seller-information'),
      save: (body: SellerInformationBody) => post<SellerInformationResponse>('/admin/settings/seller-information', body),
    },
    audit: {
      list: (query: AuditQueryParams) => get<AuditResponse>(`/admin/audit${queryString(query)}`),
      /** The CSV's address under the same filters (fetched with the API key: see downloadFile). */
      csvPath: (query: AuditQueryParams) => `${API_BASE}/admin/audit.csv${queryString(query)}`,
    },
  };
}
export type AdminApi = ReturnType<typeof adminApiVia>;

/** `?a=1&b=2` of the values that are set, or ''. */
function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
