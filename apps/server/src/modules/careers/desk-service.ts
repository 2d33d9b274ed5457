import type {
  AdminCareerDetail,
  AdminCareerListResponse,
  CareerDeskResponse,
  CareerInput,
  CareerPreviewResponse,
  CareerRow,
  CareerWriteResponse,
} from '@suraksha/contracts/admin/content-careers';
import { CAREER_MESSAGES as M } from '@suraksha/contracts/admin/content-careers';
import { CONTENT_MESSAGES } from '@suraksha/contracts/admin/content-messages';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { eq, sql } from 'drizzle-orm';
import { careers } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { chosenSlug } from '../content/article-desk-service.ts';
import { isEmptyRichText, iso, isoOrNull, publishedAtFor, readHistory, statusAt } from '../content/publishing.ts';
import { guardingSlug } from '../taxonomy/taxonomy-writes.ts';
import { daysToDeadline, takesApplications } from './deadline-rule.ts';
import { careerIdWithSlug, findAdminCareer, listAdminCareers } from './desk-repo.ts';
import { careerPage } from './service.ts';

/**
 * Job openings in the back office (issue #17, decision 0109): written like blog posts — sanitised
 * rich text, draft / scheduled / published by `published_at`, audited, history from the audit log —
 * with a deadline read by the one rule in deadline-rule.ts.
 */

const ENTITY = 'career';
const slugTaken = (slug: string) => new ConflictError(M.slugTaken(slug), { slug: M.slugTaken(slug) });

type Row = Awaited<ReturnType<typeof listAdminCareers>>[number];
function rowOf(r: Row, today: string): CareerRow {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    location: r.location,
    employment_type: r.employmentType,
    deadline: r.deadline,
    days_to_deadline: daysToDeadline(r.deadline, today),
    closed: !takesApplications(r.deadline, today),
    status: r.status,
    published_at: isoOrNull(r.publishedAt),
    updated_at: iso(r.updatedAt),
  };
}

async function detail(db: Database, id: number): Promise<AdminCareerDetail> {
  const row = await findAdminCareer(db, id);
  if (!row) throw new NotFoundError(M.notCareer);
  return {
    ...rowOf(row, dayInNepal()),
    summary: row.summary,
    body: sanitizeRichText(row.description),
    history: await readHistory(db, ENTITY, id),
  };
}

export async function listCareersForStaff(db: Database): Promise<AdminCareerListResponse> {
  const today = dayInNepal();
  return { result: 'success', careers: (await listAdminCareers(db)).map((r) => rowOf(r, today)) };
}

export async function getCareerForStaff(db: Database, id: number): Promise<CareerDeskResponse> {
  return { result: 'success', career: await detail(db, id) };
}

function columnsOf(input: CareerInput, slug: string, publishedAt: Date | null) {
  const description = sanitizeRichText(input.body);
  if (isEmptyRichText(description)) throw new ValidationError({ body: CONTENT_MESSAGES.bodyRequired });
  return {
    title: input.title,
    slug,
    location: input.location,
    employmentType: input.employment_type,
    summary: input.summary,
    description,
    deadline: input.deadline,
    publishedAt,
  };
}

const audited = (c: ReturnType<typeof columnsOf>) => ({ ...c, publishedAt: isoOrNull(c.publishedAt), status: statusAt(c.publishedAt) });

async function written(db: Database, id: number, title: string): Promise<CareerWriteResponse> {
  const career = await detail(db, id);
  return { result: 'success', message: CONTENT_MESSAGES.savedAs(title, career.status), career };
}

export async function createCareer(ctx: RequestContext<StaffActor>, input: CareerInput): Promise<CareerWriteResponse> {
  const slug = chosenSlug(input.title, input.slug);
  const columns = columnsOf(input, slug, publishedAtFor(input, null));
  if ((await careerIdWithSlug(ctx.db, slug)) !== undefined) throw slugTaken(slug);
  const id = await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(careers).values(columns).returning({ id: careers.id });
      const created = row?.id as number;
      await audit(tx, auditContextOf(ctx), { action: `${ENTITY}.create`, entity: ENTITY, entityId: created, after: audited(columns) });
      return created;
    }),
  );
  return written(ctx.db, id, input.title);
}

export async function updateCareer(ctx: RequestContext<StaffActor>, id: number, input: CareerInput): Promise<CareerWriteResponse> {
  const before = await findAdminCareer(ctx.db, id);
  if (!before) throw new NotFoundError(M.notCareer);
  const slug = input.slug === undefined ? before.slug : chosenSlug(input.title, input.slug);
  const columns = columnsOf(input, slug, publishedAtFor(input, before.publishedAt));
  const other = await careerIdWithSlug(ctx.db, slug);
  if (other !== undefined && other !== id) throw slugTaken(slug);
  await guardingSlug(slug, slugTaken, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(careers)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(careers.id, id));
      await audit(tx, auditContextOf(ctx), {
        action: `${ENTITY}.update`,
        entity: ENTITY,
        entityId: id,
        before: {
          title: before.title,
          slug: before.slug,
          deadline: before.deadline,
          status: before.status,
          publishedAt: isoOrNull(before.publishedAt),
        },
        after: audited(columns),
      });
    }),
  );
  return written(ctx.db, id, input.title);
}

/** The opening as the storefront will show it (closed or not), whatever its status. */
export async function previewCareer(db: Database, id: number): Promise<CareerPreviewResponse> {
  const row = await findAdminCareer(db, id);
  if (!row) throw new NotFoundError(M.notCareer);
  const { location, employmentType, title, slug, summary, deadline, description } = row;
  return careerPage({ id, title, slug, location, employmentType, summary, deadline, description }, dayInNepal());
}
