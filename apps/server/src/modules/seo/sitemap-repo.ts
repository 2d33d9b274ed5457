import { dayInNepal } from '@suraksha/domain/nepal-time';
import { and, asc, eq, gte, max, sql } from 'drizzle-orm';
import { brands, categories, packages, products } from '../../db/schema/catalog.ts';
import { blogs, careers, catalogues, certificates, faqs, pages, services, trainings } from '../../db/schema/content.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { listedOnCareers } from '../careers/deadline-rule.ts';
import { isLive } from '../content/repo.ts';
import { isLiveColumn } from '../content/publishing.ts';
import type { Database } from '../../platform/database.ts';

// Queries of the sitemap: slugs and dates only, never whole rows, so 100,000 products stay cheap.

export interface SlugRow {
  slug: string;
  updatedAt: Date;
}

type SlugTable =
  | typeof categories
  | typeof brands
  | typeof pages
  | typeof blogs
  | typeof trainings
  | typeof services
  | typeof careers
  | typeof catalogues
  | typeof packages;
const slugColumns = (t: SlugTable) => ({ slug: t.slug, updatedAt: t.updatedAt });

/** Every public slug outside the product table: a few hundred rows in a real shop. */
export async function listContentSlugs(db: Database) {
  const [categoryRows, brandRows, pageRows, blogRows, trainingRows, serviceRows, careerRows, catalogueRows, packageRows] =
    await Promise.all([
      db
        .select(slugColumns(categories))
        .from(categories)
        .where(eq(categories.active, true))
        .orderBy(asc(categories.position), asc(categories.id)),
      db.select(slugColumns(brands)).from(brands).where(eq(brands.active, true)).orderBy(asc(brands.position), asc(brands.id)),
      db.select(slugColumns(pages)).from(pages).where(isLive(pages)).orderBy(asc(pages.id)),
      db.select(slugColumns(blogs)).from(blogs).where(isLive(blogs)).orderBy(asc(blogs.id)),
      db.select(slugColumns(trainings)).from(trainings).where(isLive(trainings)).orderBy(asc(trainings.id)),
      db
        .select(slugColumns(services))
        .from(services)
        .where(isLiveColumn(services.publishedAt))
        .orderBy(asc(services.position), asc(services.id)),
      db.select(slugColumns(careers)).from(careers).where(listedOnCareers(dayInNepal())).orderBy(asc(careers.id)),
      db
        .select(slugColumns(catalogues))
        .from(catalogues)
        .where(eq(catalogues.active, true))
        .orderBy(asc(catalogues.position), asc(catalogues.id)),
      db.select(slugColumns(packages)).from(packages).where(eq(packages.active, true)).orderBy(asc(packages.id)),
    ]);
  return { categoryRows, brandRows, pageRows, blogRows, trainingRows, serviceRows, careerRows, catalogueRows, packageRows };
}

/** The newest change behind each listing page, so a listing's lastmod moves when what it lists changes. */
export async function listingLastChanges(db: Database) {
  type Listed =
    | typeof faqs
    | typeof certificates
    | typeof coupons
    | typeof products
    | typeof packages
    | typeof brands
    | typeof blogs
    | typeof trainings
    | typeof services
    | typeof careers
    | typeof catalogues;
  const newest = async (t: Listed) => (await db.select({ at: max(t.updatedAt) }).from(t))[0]?.at ?? null;
  const [product, pkg, brand, blog, training, faq, catalogue, certificate, coupon, service, career] = await Promise.all([
    newest(products),
    newest(packages),
    newest(brands),
    newest(blogs),
    newest(trainings),
    newest(faqs),
    newest(catalogues),
    newest(certificates),
    newest(coupons),
    newest(services),
    newest(careers),
  ]);
  return { product, package: pkg, brand, blog, training, faq, catalogue, certificate, coupon, service, career };
}

export interface ProductChunk {
  /** 1-based number of the child sitemap. */
  chunk: number;
  lastmod: Date | null;
}

/** Active products cut, in id order, into chunks of `size`: one row per chunk with its newest change. */
export async function listProductChunks(db: Database, size: number): Promise<ProductChunk[]> {
  const ranked = db
    .select({ updatedAt: products.updatedAt, chunk: sql<number>`(row_number() over (order by ${products.id}) - 1) / ${size}`.as('chunk') })
    .from(products)
    .where(eq(products.active, true))
    .as('ranked');
  const rows = await db
    .select({ chunk: ranked.chunk, lastmod: sql<Date | string | null>`max(${ranked.updatedAt})` })
    .from(ranked)
    .groupBy(ranked.chunk)
    .orderBy(ranked.chunk);
  // Raw aggregates come back as strings or Dates depending on the driver.
  return rows.map((r) => ({ chunk: Number(r.chunk) + 1, lastmod: r.lastmod === null ? null : new Date(r.lastmod) }));
}

/** The id of the first active product of a chunk, or null when the chunk is past the end. */
export async function firstProductIdOfChunk(db: Database, chunk: number, size: number): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .offset((chunk - 1) * size)
    .limit(1);
  return row?.id ?? null;
}

/** A batch of active product slugs from id `fromId` on (keyset: cost independent of the position). */
export function listProductSlugsFrom(db: Database, fromId: number, limit: number) {
  return db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.active, true), gte(products.id, fromId)))
    .orderBy(asc(products.id))
    .limit(limit);
}
