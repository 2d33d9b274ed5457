import { and, asc, eq } from 'drizzle-orm';
import { catalogues } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';

// An inactive catalogue (issue #16) is neither listed nor found: its page and download answer 404.

export function listCatalogues(db: Database) {
  return db
    .select({ title: catalogues.title, slug: catalogues.slug, image: catalogues.image })
    .from(catalogues)
    .where(eq(catalogues.active, true))
    .orderBy(asc(catalogues.position), asc(catalogues.title));
}

export async function findCatalogue(db: Database, slug: string) {
  const [row] = await db
    .select({ title: catalogues.title, slug: catalogues.slug, image: catalogues.image, pdfUrl: catalogues.pdfUrl })
    .from(catalogues)
    .where(and(eq(catalogues.slug, slug), eq(catalogues.active, true)))
    .limit(1);
  return row;
}
