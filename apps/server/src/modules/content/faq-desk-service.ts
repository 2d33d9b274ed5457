import { CONTENT_MESSAGES as C } from '@suraksha/contracts/admin/content';
import {
  type FaqAdminListResponse,
  type FaqDetail,
  type FaqInput,
  FAQ_MESSAGES as M,
  type FaqOrderResponse,
  type FaqRow,
  type FaqWriteResponse,
} from '@suraksha/contracts/admin/content-faqs';
import { eq, sql } from 'drizzle-orm';
import { faqs } from '../../db/schema/content.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { nextPosition, namesEachOnce, writePositions } from '../showcase/ordered-rows.ts';
import { findAdminFaq, listAdminFaqs } from './faq-desk-repo.ts';
import { isEmptyRichText, iso, isoOrNull, publishedAtFor, readHistory, statusAt } from './publishing.ts';

/**
 * FAQs in the back office (issue #17, decision 0108): the answer sanitised on the way in (and out),
 * draft / scheduled / published by `published_at` as articles are, one order for the whole list.
 * Every write is audited in its transaction; the route clears the storefront's caches after it.
 */

const ENTITY = 'faq';

type FaqRecord = NonNullable<Awaited<ReturnType<typeof findAdminFaq>>>;

const rowOf = (r: FaqRecord): FaqRow => ({
  id: r.id,
  question: r.question,
  answer: sanitizeRichText(r.answer),
  status: r.status,
  published_at: isoOrNull(r.publishedAt),
  updated_at: iso(r.updatedAt),
});

async function existing(db: Database, id: number): Promise<FaqRecord> {
  const row = await findAdminFaq(db, id);
  if (!row) throw new NotFoundError(M.notFaq);
  return row;
}

async function detail(db: Database, id: number): Promise<FaqDetail> {
  return { ...rowOf(await existing(db, id)), history: await readHistory(db, ENTITY, id) };
}

export async function listFaqsForStaff(db: Database): Promise<FaqAdminListResponse> {
  return { result: 'success', faqs: (await listAdminFaqs(db)).map(rowOf) };
}

export async function getFaqForStaff(db: Database, id: number) {
  return { result: 'success' as const, faq: await detail(db, id) };
}

/** What is stored and what the audit row records; an answer with no words is refused. */
function columnsOf(input: FaqInput, publishedAt: Date | null) {
  const answer = sanitizeRichText(input.answer);
  if (isEmptyRichText(answer)) throw new ValidationError({ answer: M.answerRequired });
  return { question: input.question, answer, publishedAt };
}

const audited = (c: ReturnType<typeof columnsOf>) => ({ ...c, publishedAt: isoOrNull(c.publishedAt), status: statusAt(c.publishedAt) });

/** A new FAQ, last in the shop's order. */
export async function createFaq(ctx: RequestContext<StaffActor>, input: FaqInput): Promise<FaqWriteResponse> {
  const columns = columnsOf(input, publishedAtFor(input, null));
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqs)
      .values({ ...columns, position: nextPosition(faqs) })
      .returning({ id: faqs.id });
    const created = row?.id as number;
    await audit(tx, auditContextOf(ctx), { action: 'faq.create', entity: ENTITY, entityId: created, after: audited(columns) });
    return created;
  });
  const faq = await detail(ctx.db, id);
  return { result: 'success', message: C.savedAs('The FAQ', faq.status), faq };
}

/** The whole FAQ (its place in the order is the order call's). */
export async function updateFaq(ctx: RequestContext<StaffActor>, id: number, input: FaqInput): Promise<FaqWriteResponse> {
  const before = await existing(ctx.db, id);
  const columns = columnsOf(input, publishedAtFor(input, before.publishedAt));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(faqs)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(faqs.id, id));
    await audit(tx, auditContextOf(ctx), {
      action: 'faq.update',
      entity: ENTITY,
      entityId: id,
      before: { question: before.question, status: before.status, publishedAt: isoOrNull(before.publishedAt) },
      after: audited(columns),
    });
  });
  const faq = await detail(ctx.db, id);
  return { result: 'success', message: C.savedAs('The FAQ', faq.status), faq };
}

/**
 * Every FAQ in a new order (positions 0…n−1), drafts included so each keeps its place. A list that
 * is not exactly today's FAQs (one added or named twice since the page loaded) is 409: nothing changes.
 */
export async function orderFaqs(ctx: RequestContext<StaffActor>, ids: readonly number[]): Promise<FaqOrderResponse> {
  await ctx.db.transaction(async (tx) => {
    // Locked, so two orders saved at once are written one after the other.
    const before = (await tx.select({ id: faqs.id }).from(faqs).orderBy(faqs.position, faqs.id).for('update')).map((r) => r.id);
    if (!namesEachOnce(before, ids)) throw new ConflictError(M.orderStale, { ids: M.orderStale });
    await writePositions(tx, faqs, ids);
    await audit(tx, auditContextOf(ctx), {
      action: 'faq.reorder',
      entity: ENTITY,
      entityId: null,
      before: { ids: before },
      after: { ids },
    });
  });
  return { result: 'success', message: M.orderSaved, faqs: (await listAdminFaqs(ctx.db)).map(rowOf) };
}
