import { asc, eq } from 'drizzle-orm';
import { services } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import { statusColumn } from './publishing.ts';

const rowColumns = {
  id: services.id,
  title: services.title,
  slug: services.slug,
  image: services.image,
  startingPricePaisa: services.startingPricePaisa,
  position: services.position,
  status: statusColumn(services.publishedAt),
  publishedAt: services.publishedAt,
  updatedAt: services.updatedAt,
};

/** Every service, drafts and scheduled ones too, in the shop's order (the storefront's: position, then title). */
export function listAdminServices(db: Database) {
  return db.select(rowColumns).from(services).orderBy(asc(services.position), asc(services.title), asc(services.id));
}

export async function findAdminService(db: Database, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      summary: services.summary,
      description: services.description,
      seoTitle: services.seoTitle,
      seoDescription: services.seoDescription,
      seoKeyword: services.seoKeyword,
    })
    .from(services)
    .where(eq(services.id, id))
    .limit(1);
  return row;
}

export async function serviceIdWithSlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.slug, slug)).limit(1);
  return row?.id;
}
