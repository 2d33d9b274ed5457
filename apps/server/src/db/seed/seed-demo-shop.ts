import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';
import { coupons } from '../schema/coupons.ts';
import { blogs, careers, catalogues, certificates, faqs, pages, services, trainings } from '../schema/content.ts';
import { articleSeeds, BLOGS } from './articles.ts';
import { seedBundles } from './bundles.ts';
import { ensureBrandsAndCategories, insertProducts } from './catalogue-seeding.ts';
import { couponSeeds } from './coupons.ts';
import { DEMO_ORDER_NUMBERS, seedDemoOrders } from './demo-orders.ts';
import { seedDemoPeople } from './demo-people.ts';
import { staffSecretKeyOf } from '../../modules/staff/totp-secret-box.ts';
import { faqRows } from './faqs.ts';
import { writeMediaFiles } from './media-files.ts';
import { pageRows } from './pages.ts';
import { demoCatalogue } from './product-generator.ts';
import { shopContent } from './shop-content.ts';
import { TRAININGS } from './trainings.ts';

export type SeedConfig = Pick<Config, 'DATA_DIR' | 'DEMO_PASSWORD'> & Partial<Pick<Config, 'STAFF_SECRET_KEY'>>;

/** What the demo seed created, for logs and tests. */
export type DemoShopSummary = { products: number; brands: number; categories: number; orders: number };

/**
 * Seeds the whole demo shop into an empty database: catalogue, content, coupons,
 * bundles, people with a wallet and referral, and orders in every status. Writes
 * the generated images and PDFs under DATA_DIR/media. Run it inside a transaction
 * (seedDemoShopIfEmpty does) so a failure leaves no half-seeded shop.
 */
export async function seedDemoShop(db: Database, config: SeedConfig): Promise<DemoShopSummary> {
  const dataDir = config.DATA_DIR;
  const taxonomy = await ensureBrandsAndCategories(db, dataDir);
  const catalogue = demoCatalogue();
  const productIds = await insertProducts(db, dataDir, catalogue, taxonomy);

  const blogSeeds = articleSeeds('blogs', BLOGS);
  const trainingSeeds = articleSeeds('trainings', TRAININGS);
  const content = shopContent();
  const couponSeed = couponSeeds();
  await db.insert(blogs).values(blogSeeds.rows);
  await db.insert(trainings).values(trainingSeeds.rows);
  await db.insert(faqs).values(faqRows());
  await db.insert(pages).values(pageRows());
  await db.insert(certificates).values(content.certificates);
  await db.insert(catalogues).values(content.catalogues);
  await db.insert(services).values(content.services);
  await db.insert(careers).values(content.careers);
  await db.insert(coupons).values(couponSeed.rows);
  await writeMediaFiles(dataDir, [...blogSeeds.files, ...trainingSeeds.files, ...content.files, ...couponSeed.files]);

  await seedBundles(db, dataDir, catalogue, productIds);
  const people = await seedDemoPeople(db, config.DEMO_PASSWORD, staffSecretKeyOf(config));
  await seedDemoOrders(db, people, catalogue, productIds);

  return {
    products: productIds.size,
    brands: taxonomy.brandIds.size,
    categories: taxonomy.categoryIds.size,
    orders: Object.keys(DEMO_ORDER_NUMBERS).length,
  };
}
