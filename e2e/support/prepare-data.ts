import { loadConfig } from '../../apps/server/src/config.ts';
import { users } from '../../apps/server/src/db/schema/accounts.ts';
import { products } from '../../apps/server/src/db/schema/catalog.ts';
import { grievances } from '../../apps/server/src/db/schema/forms.ts';
import { grievanceDueAt } from '@suraksha/domain/grievance-deadline';
import { pages } from '../../apps/server/src/db/schema/content.ts';
import { walletLedger, wallets } from '../../apps/server/src/db/schema/wallet.ts';
import { hashPassword } from '../../apps/server/src/modules/accounts/passwords.ts';
import { seedDemoShopIfEmpty } from '../../apps/server/src/db/seed/seed-if-empty.ts';
import { type Database, openDatabase } from '../../apps/server/src/platform/database.ts';
import { DEMO_TOTP_SECRET } from '../../apps/server/src/db/seed/demo-people.ts';
import {
  E2E_CANCELLER,
  E2E_COUPON_CUSTOMER,
  E2E_CONTENT_EDITOR,
  E2E_FAQ_PAGES_EDITOR,
  E2E_SERVICES_EDITOR,
  E2E_COUPONS_MANAGER,
  E2E_DESK_CUSTOMER,
  E2E_DESK_MANAGER,
  E2E_DESK_WAREHOUSE,
  E2E_IMPORT_MANAGER,
  E2E_INBOX_SALES,
  E2E_QUOTE_PRODUCT,
  E2E_QUOTE_SALES,
  E2E_GRIEVANCE_MANAGER,
  E2E_OVERDUE_GRIEVANCE,
  E2E_PAPERS_SALES,
  E2E_NEW_MANAGER,
  E2E_NEPALI_BUYER,
  E2E_REQUOTER,
  E2E_SHOPPER,
  E2E_STAFF_OWNER,
  E2E_VAT_SHOPPER,
  E2E_TAXONOMY_EDITOR,
  E2E_PRODUCT_EDITOR,
  E2E_GRID_MANAGER,
  E2E_GRID_PRODUCTS,
  E2E_BUNDLES_MANAGER,
  E2E_PHONE_OWNER,
  E2E_REPORTS_MANAGER,
} from './shopper.ts';
import { sealTotpSecret, staffSecretKeyOf } from '../../apps/server/src/modules/staff/totp-secret-box.ts';
import { HOSTILE_PAGE_CONTENT, HOSTILE_PAGE_SLUG, HOSTILE_PAGE_TITLE } from './hostile-html.ts';
import { accountPhone } from '@suraksha/domain/nepal-phone';

/**
 * Prepares the e2e DATA_DIR as a first `npm start` would (migrations, then the demo shop when the
 * database is empty) and adds the journeys' own fixtures, written raw. It runs before the server
 * opens the database: the server holds its embedded database while it runs, so a journey cannot
 * add rows later.
 */
export async function prepareE2eData(): Promise<void> {
  const config = loadConfig();
  if (!config.DEMO) throw new Error('refusing to write e2e fixtures into a live shop (NODE_ENV=production without DEMO=true)');
  const database = await openDatabase(config, (err) => {
    process.stderr.write(`e2e prepare: database pool error: ${err.message}\n`);
  });
  try {
    await database.migrate();
    await seedDemoShopIfEmpty(database.db, config);
    // Straight into the table, past every sanitizer: the journey proves the way OUT makes it inert.
    const hostile = { slug: HOSTILE_PAGE_SLUG, title: HOSTILE_PAGE_TITLE, content: HOSTILE_PAGE_CONTENT };
    await database.db
      .insert(pages)
      .values(hostile)
      .onConflictDoUpdate({ target: pages.slug, set: { title: hostile.title, content: hostile.content } });
    // A customer of the journeys' own whose wallet the checkout journey may spend, so journeys that
    // read the demo customer's wallet never depend on the order the files run in.
    await addCustomerWithWallet(database.db, E2E_SHOPPER, 'E2ESHOP1');
    // The cancel journey's customer: places an order with their wallet, then cancels it.
    await addCustomerWithWallet(database.db, E2E_CANCELLER, 'E2ECANC1');
    // The re-quote journey's customer: applies the wallet, meets a changed bag, applies it again.
    await addCustomerWithWallet(database.db, E2E_REQUOTER, 'E2EREQU1');
    // The Nepali buying journey's customer: bag, checkout and invoice on /ne.
    await addCustomerWithWallet(database.db, E2E_NEPALI_BUYER, 'E2ENEPB1');
    // The back-office journey's manager: no authenticator yet, so the first sign-in enrols one.
    await database.db.insert(users).values({
      name: E2E_NEW_MANAGER.name,
      email: E2E_NEW_MANAGER.email,
      phone: accountPhone(E2E_NEW_MANAGER.phone),
      passwordHash: await hashPassword(E2E_NEW_MANAGER.password),
      role: 'manager',
      emailVerifiedAt: new Date(),
      referralCode: 'E2EMANA1',
    });
    // The staff journey's owner: enrolled, the secret sealed under the shop's key as the server seals it.
    await database.db.insert(users).values({
      name: E2E_STAFF_OWNER.name,
      email: E2E_STAFF_OWNER.email,
      phone: accountPhone(E2E_STAFF_OWNER.phone),
      passwordHash: await hashPassword(E2E_STAFF_OWNER.password),
      role: 'owner',
      emailVerifiedAt: new Date(),
      referralCode: 'E2EOWNR1',
      totpSecret: sealTotpSecret(E2E_STAFF_OWNER.totpSecret, staffSecretKeyOf(config)),
      totpEnrolledAt: new Date(),
    });
    // The back-office day's customer and staff, and the order papers' sales hand (enrolled with the demo key).
    await addCustomerWithWallet(database.db, E2E_DESK_CUSTOMER, 'E2EDESK1');
    await addCustomerWithWallet(database.db, E2E_COUPON_CUSTOMER, 'E2ECOUPC');
    // The VAT-on-top journey's customer: checks out while the owner's prices exclude VAT.
    await addCustomerWithWallet(database.db, E2E_VAT_SHOPPER, 'E2EVATS1');
    for (const [staff, referralCode] of [
      [E2E_DESK_MANAGER, 'E2EDESKM'],
      [E2E_DESK_WAREHOUSE, 'E2EDESKW'],
      [E2E_PAPERS_SALES, 'E2EPAPRS'],
      [E2E_COUPONS_MANAGER, 'E2ECOUPM'],
      [E2E_TAXONOMY_EDITOR, 'E2ETAXED'],
      [E2E_PRODUCT_EDITOR, 'E2EPRODE'],
      [E2E_GRID_MANAGER, 'E2EGRIDM'],
      [E2E_BUNDLES_MANAGER, 'E2EBUNDM'],
      [E2E_IMPORT_MANAGER, 'E2EIMPRT'],
      [E2E_REPORTS_MANAGER, 'E2EREPRT'],
      [E2E_CONTENT_EDITOR, 'E2ECONTE'],
      [E2E_FAQ_PAGES_EDITOR, 'E2EFAQPG'],
      [E2E_SERVICES_EDITOR, 'E2ESRVCR'],
      [E2E_INBOX_SALES, 'E2EINBXS'],
      [E2E_PHONE_OWNER, 'E2EPHONO'],
      [E2E_QUOTE_SALES, 'E2EQUOTS'],
      [E2E_GRIEVANCE_MANAGER, 'E2EGRVMG'],
    ] as const) {
      await database.db.insert(users).values({
        name: staff.name,
        email: staff.email,
        phone: accountPhone(staff.phone),
        role: staff.role,
        passwordHash: await hashPassword(staff.password),
        emailVerifiedAt: new Date(),
        totpSecret: sealTotpSecret(DEMO_TOTP_SECRET, staffSecretKeyOf(config)),
        totpEnrolledAt: new Date(),
        referralCode,
      });
    }
    // The grid journey's products: old enough to stay off the newest lists, in no brand or category.
    await database.db.insert(products).values(
      E2E_GRID_PRODUCTS.map((p) => ({
        ...p,
        stock: 20,
        summary: 'A product of the grid journey.',
        createdAt: new Date('2024-01-01T00:00:00Z'),
      })),
    );
    // The quote journey's product: found by its SKU, priced in the quote.
    await database.db.insert(products).values({
      ...E2E_QUOTE_PRODUCT,
      stock: 50,
      summary: 'A product of the quote journey.',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    // The grievance journey's overdue complaint: received long enough ago that its answer is past due.
    const { receivedDaysAgo, ...overdue } = E2E_OVERDUE_GRIEVANCE;
    const receivedAt = new Date(Date.now() - receivedDaysAgo * 24 * 60 * 60 * 1000);
    await database.db.insert(grievances).values({ ...overdue, createdAt: receivedAt, dueAt: grievanceDueAt(receivedAt) });
  } finally {
    await database.close();
  }
}

/** A verified customer with a password and a wallet whose ledger explains its balance. */
async function addCustomerWithWallet(db: Database, who: typeof E2E_SHOPPER, referralCode: string) {
  const [customer] = await db
    .insert(users)
    .values({
      name: who.name,
      email: who.email,
      phone: accountPhone(who.phone),
      passwordHash: await hashPassword(who.password),
      role: 'customer',
      emailVerifiedAt: new Date(),
      referralCode,
    })
    .returning({ id: users.id });
  if (!customer) throw new Error(`e2e customer ${who.email} not inserted`);
  await db.insert(walletLedger).values({ userId: customer.id, kind: 'credit', amountPaisa: who.walletPaisa, reason: 'signup-bonus' });
  await db.insert(wallets).values({ userId: customer.id, balancePaisa: who.walletPaisa });
}
