import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';

// Every page of the shop, inside its chrome (header, footer, the customer's session).
const storefront = layout('routes/storefront.tsx', [
  index('routes/home.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blogs/:blogId', 'routes/blog.tsx'),
  route('trainings', 'routes/trainings.tsx'),
  route('trainings/:trainingId', 'routes/training.tsx'),
  route('faqs', 'routes/faqs.tsx'),
  // Static: wins over :pageId; from the settings, not a content page (decision 0123).
  route('pages/seller-information', 'routes/seller-information.tsx'),
  route('pages/:pageId', 'routes/page.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:serviceId', 'routes/service.tsx'),
  route('services/:serviceId/request', 'routes/service-request.tsx'),
  route('e-waste', 'routes/e-waste.tsx'),
  route('support-ticket', 'routes/support-ticket.tsx'),
  // A complaint to the grievance officer (decision 0128).
  route('grievance', 'routes/grievance.tsx'),
  route('career', 'routes/careers.tsx'),
  route('career/:careerId', 'routes/career.tsx'),
  route('affiliate-marketing', 'routes/affiliate-marketing.tsx'),
  route('brands', 'routes/brands.tsx'),
  route('brands/:brandId', 'routes/brand.tsx'),
  route('category/:categoryId', 'routes/category.tsx'),
  route('products', 'routes/search.tsx'),
  route('products/:productId', 'routes/product.tsx'),
  route('preview/products/:productId', 'routes/product-preview.tsx'),
  route('preview/content/pages/:pageId', 'routes/page-preview.tsx'),
  route('preview/content/services/:serviceId', 'routes/service-preview.tsx'),
  route('preview/content/careers/:careerId', 'routes/career-preview.tsx'),
  route('preview/content/:kind/:articleId', 'routes/article-preview.tsx'),
  route('login', 'routes/login.tsx'),
  route('login/google/callback', 'routes/google-callback.tsx'),
  route('register', 'routes/register.tsx'),
  route('forget-password', 'routes/forget-password.tsx'),
  route('email/verify', 'routes/email-verify.tsx'),
  route('dashboard', 'routes/dashboard.tsx', [
    index('routes/dashboard-home.tsx'),
    route('profile', 'routes/dashboard-profile.tsx'),
    route('update-profile', 'routes/dashboard-update-profile.tsx'),
    route('change-password', 'routes/dashboard-change-password.tsx'),
    route('my-orders', 'routes/dashboard-my-orders.tsx'),
    route('my-orders/:orderId', 'routes/dashboard-order-invoice.tsx'),
    route('wallet-refer', 'routes/dashboard-wallet-refer.tsx'),
    route('my-service', 'routes/dashboard-my-service.tsx'),
  ]),
  route('order-tracking', 'routes/order-tracking.tsx'),
  route('catalogues', 'routes/catalogues.tsx'),
  route('catalogues/:catalogueId', 'routes/catalogue.tsx'),
  route('certificates', 'routes/certificates.tsx'),
  route('coupons', 'routes/coupons.tsx'),
  route('packages', 'routes/packages.tsx'),
  route('packages/:packageId', 'routes/package.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('quote-request', 'routes/quote-request.tsx'),
  route('carts', 'routes/carts.tsx'),
  route('checkouts', 'routes/checkouts.tsx'),
  route('wishlists', 'routes/wishlists.tsx'),
  route('*', 'routes/not-found.tsx'),
]);

/**
 * The storefront again under `/ne`: the same modules, with route ids of their own (`ne/routes/home`),
 * so both languages are server-rendered at URLs a search engine can index. Each language's layout
 * (routes/english.tsx, routes/nepali.tsx) brings its messages and no other's (decision 0133).
 */
function inNepali(entry: RouteConfigEntry): RouteConfigEntry {
  const nepali = (e: RouteConfigEntry): RouteConfigEntry => ({
    ...e,
    id: `ne/${e.id ?? e.file.replace(/\.tsx?$/, '')}`,
    ...(e.children ? { children: e.children.map(nepali) } : {}),
  });
  return route('ne', 'routes/nepali.tsx', [nepali(entry)]);
}

// The route table, mirroring SPEC.md §2.
export default [
  // The back office: its own sign-in and layout; no storefront chrome, no customer session.
  route('admin/login', 'admin/login.tsx'),
  route('admin/invite/:token', 'admin/invite.tsx'),
  route('admin', 'admin/admin-layout.tsx', [
    index('admin/home.tsx'),
    route('orders', 'admin/orders.tsx'),
    route('orders/:orderNumber', 'admin/order.tsx'),
    route('customers', 'admin/customers.tsx'),
    route('customers/:customerId', 'admin/customer.tsx'),
    route('inbox', 'admin/inbox.tsx'),
    route('inbox/:kind/:reference', 'admin/inbox-item.tsx'),
    route('coupons', 'admin/coupons.tsx'),
    route('coupons/new', 'admin/coupon-new.tsx'),
    route('coupons/:couponId', 'admin/coupon.tsx'),
    route('products/new', 'admin/product-new.tsx'),
    route('products/:productId', 'admin/product-edit.tsx'),
    route('products', 'admin/products.tsx'),
    route('stock', 'admin/stock.tsx'),
    route('stock/:productId', 'admin/stock-history.tsx'),
    route('brands', 'admin/brands.tsx'),
    route('categories', 'admin/categories.tsx'),
    route('packages', 'admin/packages.tsx'),
    route('catalogues', 'admin/catalogues.tsx'),
    route('certificates', 'admin/certificates.tsx'),
    route('products/import', 'admin/product-import.tsx'),
    route('cod', 'admin/cod-report.tsx'),
    route('reports', 'admin/reports.tsx'),
    route('content', 'admin/content.tsx'),
    // FAQs and pages have screens of their own; their static segments win over :kind (decision 0108).
    route('content/faqs', 'admin/content-faqs.tsx'),
    route('content/faqs/new', 'admin/content-faq-new.tsx'),
    route('content/faqs/:faqId', 'admin/content-faq.tsx'),
    route('content/pages', 'admin/content-pages.tsx'),
    route('content/pages/new', 'admin/content-page-new.tsx'),
    route('content/pages/:pageId', 'admin/content-page.tsx'),
    // Services, careers and the home page (decision 0109)
    route('content/services', 'admin/content-services.tsx'),
    route('content/services/new', 'admin/content-service-new.tsx'),
    route('content/services/:serviceId', 'admin/content-service.tsx'),
    route('content/careers', 'admin/content-careers.tsx'),
    route('content/careers/new', 'admin/content-career-new.tsx'),
    route('content/careers/:careerId', 'admin/content-career.tsx'),
    route('content/home', 'admin/content-home.tsx'),
    route('content/:kind', 'admin/content-articles.tsx'),
    route('content/:kind/new', 'admin/content-article-new.tsx'),
    route('content/:kind/:articleId', 'admin/content-article.tsx'),
    route('audit', 'admin/audit.tsx'),
    route('staff', 'admin/staff.tsx'),
    route('settings', 'admin/settings.tsx'),
    // Any other /admin address: the back office's own 404, inside its layout (not the shop's).
    route('*', 'admin/not-found.tsx'),
  ]),
  // The language switch: sets the cookie and leads to the same page in the other language (decision 0124).
  route('language/:language', 'routes/language.ts'),
  // Every page of the shop, inside its chrome, in English at the SPEC's URLs…
  layout('routes/english.tsx', [storefront]),
  // …and the same pages in Nepali under /ne (decision 0124).
  inNepali(storefront),
] satisfies RouteConfig;
