import { asc, eq, sql } from 'drizzle-orm';
import { careers } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import { statusColumn } from '../content/publishing.ts';

const rowColumns = {
  id: careers.id,
  title: careers.title,
  slug: careers.slug,
  location: careers.location,
  employmentType: careers.employmentType,
  deadline: careers.deadline,
  status: statusColumn(careers.publishedAt),
  publishedAt: careers.publishedAt,
  updatedAt: careers.updatedAt,
};

/** Every opening, drafts, scheduled and closed ones too: drafts first, then by deadline (none last), then title. */
export function listAdminCareers(db: Database) {
  return db
    .select(rowColumns)
    .from(careers)
    .orderBy(sql`${careers.publishedAt} is not null`, sql`${careers.deadline} desc nulls last`, asc(careers.title), asc(careers.id));
}

export async function findAdminCareer(db: Database, id: number) {
  const [row] = await db
    .select({ ...rowColumns, summary: careers.summary, description: careers.description })
    .from(careers)
    .where(eq(careers.id, id))
    .limit(1);
  return row;
}

export async function careerIdWithSlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: careers.id }).from(careers).where(eq(careers.slug, slug)).limit(1);
  return row?.id;
}
