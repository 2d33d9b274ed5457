import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { careers } from '../../db/schema/content.ts';
import { careerApplications } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';

const cardColumns = {
  id: careers.id,
  title: careers.title,
  slug: careers.slug,
  location: careers.location,
  employmentType: careers.employmentType,
  summary: careers.summary,
  deadline: careers.deadline,
};

/** Open and not past its deadline (a deadline is the last day applications are taken). */
const isOpen = (today: string) => and(eq(careers.open, true), or(isNull(careers.deadline), gte(careers.deadline, today)));

export function listOpenCareers(db: Database, today: string) {
  return db.select(cardColumns).from(careers).where(isOpen(today)).orderBy(asc(careers.deadline), asc(careers.title)).limit(100);
}

export async function findOpenCareer(db: Database, slug: string, today: string) {
  const [row] = await db
    .select({ ...cardColumns, description: careers.description })
    .from(careers)
    .where(and(eq(careers.slug, slug), isOpen(today)))
    .limit(1);
  return row;
}

export type NewCareerApplication = Omit<typeof careerApplications.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export async function insertCareerApplication(db: Database, application: NewCareerApplication): Promise<void> {
  await db.insert(careerApplications).values({ ...application, status: 'new' });
}
