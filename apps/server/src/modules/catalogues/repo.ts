import { asc, eq } from 'drizzle-orm';
import { catalogues } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';

export function listCatalogues(db: Database) {
  return db
    .select({ title: catalogues.title, slug: catalogues.slug, image: catalogues.image })
    .from(catalogues)
    .orderBy(asc(catalogues.position), asc(catalogues.title));
}

export async function findCatalogue(db: Database, slug: string) {
  const [row] = await db
    .select({ title: catalogues.title, slug: catalogues.slug, image: catalogues.image, pdfUrl: catalogues.pdfUrl })
    .from(catalogues)
    .where(eq(catalogues.slug, slug))
    .limit(1);
  return row;
}
