// The whole schema for Drizzle's relational queries and drizzle-kit; one file per domain under schema/.
export * from './schema/accounts.ts';
export * from './schema/cart.ts';
export * from './schema/catalog.ts';
export * from './schema/content.ts';
export * from './schema/coupon-redemptions.ts';
export * from './schema/coupons.ts';
export * from './schema/forms.ts';
export * from './schema/mail.ts';
export * from './schema/orders.ts';
export * from './schema/wallet.ts';
export * from './schema/settings.ts';
export * from './schema/staff.ts';
export * from './schema/audit.ts';
export * from './schema/stock.ts';
export * from './schema/product-imports.ts';
export * from './schema/quotes.ts';
export * from './schema/tax-documents.ts';
