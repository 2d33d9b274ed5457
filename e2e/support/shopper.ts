/**
 * The journeys' own customer, added by e2e/support/prepare-data.ts (no Playwright imports here: the
 * e2e server process loads this file), with Rs 2,000 in the wallet for the checkout journey to spend.
 */
export const E2E_SHOPPER = {
  email: 'shopper.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Kiran Shrestha',
  phone: '9812345678',
  walletPaisa: 2_000_00,
};

/**
 * The customer of the cancel journey (e2e/orders-cancel.spec.ts), added by prepare-data.ts: Rs 1,000
 * in the wallet for the order they place and then cancel, so no other journey's wallet or orders move.
 */
export const E2E_CANCELLER = {
  email: 'canceller.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Maya Tamang',
  phone: '9823456789',
  walletPaisa: 1_000_00,
};

/**
 * The customer of the re-quote journey (e2e/checkout-requote.spec.ts), added by prepare-data.ts: Rs 1,000
 * in the wallet to apply before a coupon and again after the server says the bag changed.
 */
export const E2E_REQUOTER = {
  email: 'requoter.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Bishnu Karki',
  phone: '9854567890',
  walletPaisa: 1_000_00,
};

/**
 * The customer of the Nepali buying journey (e2e/nepali-buying.spec.ts), added by prepare-data.ts: places
 * an order on /ne and opens its invoice, so no other journey's bag or order list moves.
 */
export const E2E_NEPALI_BUYER = {
  email: 'nepali.buyer.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Sabina Rai',
  phone: '9840170031',
  walletPaisa: 500_00,
};

/** A manager of the journeys' own who has never signed in: the back-office journey enrols their authenticator. */
export const E2E_NEW_MANAGER = {
  email: 'new.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Nabin Manager',
  phone: '9845678901',
};

/**
 * The staff journey's owner (admin-staff.spec.ts): enrolled already with a known secret, so the
 * journey signs in with a fresh code without spending the demo owner's one sign-in of the run.
 */
export const E2E_STAFF_OWNER = {
  email: 'staff.owner.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Omkar Owner',
  phone: '9845678902',
  totpSecret: 'E2ESTAFFOWNERTOTPSECRETABCDEFGH2',
};

/**
 * The back-office day (e2e/admin-day.spec.ts), added by prepare-data.ts: a customer with Rs 1,000 in
 * the wallet whose orders the staff move, and a manager and a warehouse hand of its own, enrolled
 * with the demo authenticator key, so the demo staff accounts' codes serve the other journeys.
 */
export const E2E_DESK_CUSTOMER = {
  email: 'desk.customer.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Pemba Sherpa',
  phone: '9856789012',
  walletPaisa: 1_000_00,
};
export const E2E_DESK_MANAGER = {
  email: 'desk.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Dipa Manager',
  role: 'manager',
  phone: '9867890123',
} as const;
export const E2E_DESK_WAREHOUSE = {
  email: 'desk.warehouse.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Dawa Warehouse',
  role: 'warehouse',
  phone: '9858901234',
} as const;

/**
 * The order papers journey (e2e/admin-order-papers.spec.ts), added by prepare-data.ts: a sales hand of
 * its own, enrolled with the demo key, so no other journey signs in the same account within one TOTP window.
 */
export const E2E_PAPERS_SALES = {
  email: 'papers.sales.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Puja Sales',
  role: 'sales',
  phone: '9889012345',
} as const;

/**
 * The coupons journey (e2e/admin-coupons.spec.ts), added by prepare-data.ts: a manager of its own
 * (enrolled with the demo key; a TOTP code serves once per 30 s) and a customer whose bag no other
 * journey touches.
 */
export const E2E_COUPONS_MANAGER = {
  email: 'coupons.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Chandra Manager',
  role: 'manager',
  phone: '9840123456',
} as const;
/** The inbox journey's sales member (issue #17): opens a quote request, assigns it and replies. */
export const E2E_INBOX_SALES = {
  email: 'inbox.sales.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Ishwor Sales',
  role: 'sales',
  phone: '9840170019',
} as const;
/**
 * The quote journey's sales member (e2e/admin-quote.spec.ts, decision 0110): answers a quote request
 * with a priced PDF quote; her own account, so no other journey signs in with it in one TOTP window.
 */
export const E2E_QUOTE_SALES = {
  email: 'quote.sales.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Kabita Sales',
  role: 'sales',
  phone: '9840170023',
} as const;
/**
 * The grievance journey's manager (e2e/grievance.spec.ts, decision 0128): finds a complaint in the
 * inbox with its due date, answers it, and sees the overdue one; her own account (one TOTP window each).
 */
export const E2E_GRIEVANCE_MANAGER = {
  email: 'grievance.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Gita Manager',
  role: 'manager',
  phone: '9840170024',
} as const;
/** The complaint prepare-data.ts writes as received 10 days ago: unanswered past its due date. */
export const E2E_OVERDUE_GRIEVANCE = {
  reference: 'GRV-E2E0LD',
  name: 'Hari Overdue',
  email: 'overdue.complainant.e2e@example.com',
  phone: '+9779812345678',
  category: 'delivery',
  description: 'My order never arrived and nobody has called me back.',
  receivedDaysAgo: 10,
} as const;
/** The product the quote journey finds by SKU and quotes: named brand first, in no brand or category. */
export const E2E_QUOTE_PRODUCT = {
  title: 'Quotejourney QJ-4MP Dome Camera',
  slug: 'quotejourney-qj-4mp-dome-camera',
  sku: 'E2E-QUOTE-4MP',
  pricePaisa: 4500_00,
} as const;
export const E2E_COUPON_CUSTOMER = {
  email: 'coupon.customer.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Sunita Karki',
  phone: '9801122334',
  walletPaisa: 100_00,
};

/**
 * The categories journey (e2e/admin-taxonomy.spec.ts), added by prepare-data.ts: an editor of its own,
 * enrolled with the demo key, so no other journey signs in the same account within one TOTP window.
 */
export const E2E_TAXONOMY_EDITOR = {
  email: 'taxonomy.editor.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Tara Editor',
  role: 'editor',
  phone: '9840123457',
} as const;

/**
 * The product editor journey (e2e/admin-product-editor.spec.ts), added by prepare-data.ts: an editor
 * of its own (no prices, no stock), enrolled with the demo key.
 */
export const E2E_PRODUCT_EDITOR = {
  email: 'product.editor.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Pema Editor',
  role: 'editor',
  phone: '9840123458',
} as const;

/**
 * The product grid journey (e2e/admin-product-grid.spec.ts), added by prepare-data.ts: a manager of
 * its own (enrolled with the demo key; a TOTP code serves once per 30 s), and the 50 products whose
 * prices it changes, so no other journey's products move.
 */
export const E2E_GRID_MANAGER = {
  email: 'grid.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Gita Manager',
  role: 'manager',
  phone: '9840166161',
} as const;
export const E2E_GRID_PRODUCTS = Array.from({ length: 50 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { title: `E2E grid item ${n}`, slug: `e2e-grid-item-${n}`, sku: `E2E-GRID-${n}`, pricePaisa: (2000 + i) * 100 };
});

/**
 * The packages journey (e2e/admin-packages.spec.ts), added by prepare-data.ts: a manager of its own
 * (a package's price needs catalogue.prices), enrolled with the demo key, so no other journey signs
 * in the same account within one TOTP window.
 */
export const E2E_BUNDLES_MANAGER = {
  email: 'bundles.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Bimala Manager',
  role: 'manager',
  phone: '9840123471',
} as const;

/**
 * The products import journey (e2e/admin-product-import.spec.ts), added by prepare-data.ts: a manager
 * of its own (prices and stock included), enrolled with the demo key.
 */
export const E2E_IMPORT_MANAGER = {
  email: 'import.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Indira Manager',
  role: 'manager',
  phone: '9840160016',
} as const;

/** The reports journey (e2e/admin-reports.spec.ts): a manager of its own (a TOTP code serves once per 30 s). */
export const E2E_REPORTS_MANAGER = {
  email: 'reports.manager.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Rupa Manager',
  role: 'manager',
  phone: '9840170017',
} as const;

/**
 * The content journey (e2e/admin-content.spec.ts), added by prepare-data.ts: an editor of its own
 * who schedules a blog post, enrolled with the demo key.
 */
export const E2E_CONTENT_EDITOR = {
  email: 'content.editor.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Kamala Editor',
  role: 'editor',
  phone: '9840170018',
} as const;

/** The back office on a phone (e2e/admin-phone.spec.ts): an owner of its own, who sees every page of the menu. */
export const E2E_PHONE_OWNER = {
  email: 'phone.owner.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Prakash Owner',
  role: 'owner',
  phone: '9840170020',
} as const;

/**
 * The FAQs and pages journey (e2e/admin-faqs-pages.spec.ts), added by prepare-data.ts: an editor of
 * its own who reorders the FAQs and edits a content page, enrolled with the demo key.
 */
export const E2E_FAQ_PAGES_EDITOR = {
  email: 'faq.pages.editor.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Bimala Editor',
  role: 'editor',
  phone: '9840170021',
} as const;

/**
 * The services and careers journey (e2e/admin-services-careers.spec.ts), added by prepare-data.ts: an
 * editor of her own who closes a job opening and changes the home page, enrolled with the demo key.
 */
export const E2E_SERVICES_EDITOR = {
  email: 'services.editor.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Sarita Editor',
  role: 'editor',
  phone: '9840170022',
} as const;

/**
 * The customer of the VAT-on-top journey (e2e/vat-on-top.spec.ts), added by prepare-data.ts: buys while
 * the owner's prices exclude VAT, so no other journey's orders or wallet move.
 */
export const E2E_VAT_SHOPPER = {
  email: 'vat.e2e@example.com',
  password: 'suraksha-demo',
  name: 'Sarita Adhikari',
  phone: '9867890123',
  walletPaisa: 500_00,
};
