import { and, asc, eq } from 'drizzle-orm';
import { careers } from '../../db/schema/content.ts';
import { careerApplications } from '../../db/schema/forms.ts';
import type { Database } from '../../platform/database.ts';
import { isLiveColumn } from '../content/publishing.ts';
import { listedOnCareers } from './deadline-rule.ts';

const cardColumns = {
  id: careers.id,
  title: careers.title,
  slug: careers.slug,
  location: careers.location,
  employmentType: careers.employmentType,
  summary: careers.summary,
  deadline: careers.deadline,
};

/** The openings /career lists on `today` (Nepal): published and not past their deadline. */
export function listOpenCareers(db: Database, today: string) {
  return db.select(cardColumns).from(careers).where(listedOnCareers(today)).orderBy(asc(careers.deadline), asc(careers.title)).limit(100);
}

/** A published opening, open or past its deadline (its page says which); drafts and scheduled ones are not found. */
export async function findPublishedCareer(db: Database, slug: string) {
  const [row] = await db
    .select({ ...cardColumns, description: careers.description })
    .from(careers)
    .where(and(eq(careers.slug, slug), isLiveColumn(careers.publishedAt)))
    .limit(1);
  return row;
}

export type NewCareerApplication = Omit<typeof careerApplications.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export async function insertCareerApplication(db: Database, application: NewCareerApplication): Promise<void> {
  await db.insert(careerApplications).values({ ...application, status: 'new' });
}
