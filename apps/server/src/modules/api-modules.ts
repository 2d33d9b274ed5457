import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/routes.ts';
import { careerRoutes } from './careers/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { catalogueRoutes } from './catalogues/routes.ts';
import { certificateRoutes } from './certificates/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { savedAddressRoutes } from './saved-address/routes.ts';
import { compareRoutes } from './compare/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { publicCouponRoutes } from './coupons/public-coupons-routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { ewasteRoutes } from './ewaste/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { orderTrackingRoutes } from './order-tracking/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { packageRoutes } from './packages/routes.ts';
import { quoteRequestRoutes } from './quote-requests/routes.ts';
import { referralRoutes } from './referrals/routes.ts';
import { registerAdminOriginCheck } from '../platform/staff-auth.ts';
import { auditAdminRoutes } from './audit/admin-routes.ts';
import { dashboardAdminRoutes } from './dashboard/admin-routes.ts';
import { reportsAdminRoutes } from './reports/admin-routes.ts';
import { walletAdminRoutes } from './wallet/admin-routes.ts';
import { customersAdminRoutes } from './customers/admin-routes.ts';
import { couponsAdminRoutes } from './coupons/admin-routes.ts';
import { inboxAdminRoutes } from './inbox/admin-routes.ts';
import { inboxQuoteAdminRoutes } from './inbox/quote-admin-routes.ts';
import { productExportRoutes } from './catalog/product-export-routes.ts';
import { productImportAdminRoutes } from './product-import/admin-routes.ts';
import { couponExportRoutes } from './coupons/coupon-export-routes.ts';
import { ordersAdminRoutes } from './orders/admin-routes.ts';
import { nepaliVersionAdminRoutes } from './nepali-version/admin-routes.ts';
import { settingsAdminRoutes } from './settings/admin-routes.ts';
import { staffAuthRoutes } from './staff/auth-routes.ts';
import { staffAdminRoutes } from './staff/admin-routes.ts';
import { staffInvitationRoutes } from './staff/invitation-routes.ts';
import { contentAdminRoutes } from './content/admin-routes.ts';
import { faqPageAdminRoutes } from './content/faq-page-admin-routes.ts';
import { serviceAdminRoutes } from './content/services-admin-routes.ts';
import { careerAdminRoutes } from './careers/admin-routes.ts';
import { homeAdminRoutes } from './home/admin-routes.ts';
import { taxonomyAdminRoutes } from './taxonomy/admin-routes.ts';
import { productEditorAdminRoutes } from './product-editor/admin-routes.ts';
import { productDeskAdminRoutes } from './product-desk/admin-routes.ts';
import { stockAdminRoutes } from './stock/admin-routes.ts';
import { packagesAdminRoutes } from './packages/admin-routes.ts';
import { cataloguesAdminRoutes } from './catalogues/admin-routes.ts';
import { certificatesAdminRoutes } from './certificates/admin-routes.ts';
import { mediaAdminRoutes } from './media/admin-routes.ts';
import { serviceRequestRoutes } from './service-requests/routes.ts';
import { supportTicketRoutes } from './support-tickets/routes.ts';
import { grievanceRoutes } from './grievances/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { wishlistRoutes } from './wishlist/routes.ts';

/** Every module of the JSON API, by domain; app.ts mounts them under /api behind the API key. */
export async function registerApiModules(api: FastifyInstance) {
  // Catalogue: products, search, brands, packages, comparison, catalogues, certificates, public coupons
  await api.register(catalogRoutes);
  await api.register(homeRoutes);
  await api.register(packageRoutes);
  await api.register(compareRoutes);
  await api.register(catalogueRoutes);
  await api.register(certificateRoutes);
  await api.register(publicCouponRoutes);
  // Content pages
  await api.register(contentRoutes);
  // Inbound forms: quotes, contact, e-waste, services, support, complaints, careers, order tracking
  await api.register(quoteRequestRoutes);
  await api.register(contactRoutes);
  await api.register(ewasteRoutes);
  await api.register(serviceRequestRoutes);
  await api.register(supportTicketRoutes);
  await api.register(grievanceRoutes);
  await api.register(careerRoutes);
  await api.register(orderTrackingRoutes);
  // Accounts and the customer dashboard
  await api.register(accountsRoutes);
  // Commerce: bag, wishlist, wallet and coupon quotes, checkout, orders, referrals
  await api.register(cartRoutes);
  await api.register(wishlistRoutes);
  await api.register(walletRoutes);
  await api.register(couponRoutes);
  await api.register(checkoutRoutes);
  await api.register(savedAddressRoutes);
  await api.register(orderRoutes);
  await api.register(referralRoutes);
  // The back office (/api/admin/*): staff session cookie, and every write from the shop's own origin
  await api.register(async (admin) => {
    registerAdminOriginCheck(admin);
    await admin.register(staffAuthRoutes);
    await admin.register(settingsAdminRoutes);
    await admin.register(nepaliVersionAdminRoutes);
    await admin.register(ordersAdminRoutes);
    await admin.register(auditAdminRoutes);
    await admin.register(walletAdminRoutes);
    await admin.register(dashboardAdminRoutes);
    await admin.register(reportsAdminRoutes);
    await admin.register(staffInvitationRoutes);
    await admin.register(staffAdminRoutes);
    await admin.register(customersAdminRoutes);
    await admin.register(couponsAdminRoutes);
    await admin.register(inboxAdminRoutes);
    await admin.register(inboxQuoteAdminRoutes);
    await admin.register(productExportRoutes);
    await admin.register(productImportAdminRoutes);
    await admin.register(couponExportRoutes);
    await admin.register(taxonomyAdminRoutes);
    await admin.register(productEditorAdminRoutes);
    await admin.register(productDeskAdminRoutes);
    await admin.register(stockAdminRoutes);
    await admin.register(packagesAdminRoutes);
    await admin.register(cataloguesAdminRoutes);
    await admin.register(certificatesAdminRoutes);
    await admin.register(contentAdminRoutes);
    await admin.register(faqPageAdminRoutes);
    // Services, careers and the home page's sections (decision 0109)
    await admin.register(serviceAdminRoutes);
    await admin.register(careerAdminRoutes);
    await admin.register(homeAdminRoutes);
    await admin.register(mediaAdminRoutes);
  });
}
