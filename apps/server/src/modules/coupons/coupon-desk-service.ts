import { randomInt } from 'node:crypto';
import {
  COUPON_ADMIN_MESSAGES,
  COUPONS_PER_PAGE,
  type CouponChangeResponse,
  type CouponDetail,
  type CouponListQuery,
  type CouponListResponse,
  type CouponRow,
  type CouponState,
  type CouponTermsInput,
  parseNepalMoment,
} from '@suraksha/contracts/admin/coupons';
import { paisaToRupees, rupeesToPaisa } from '@suraksha/domain/money';
import { endOfNepalDay, nepalDateTimeInput, startOfNepalDay } from '@suraksha/domain/nepal-time';
import { eq, isNotNull, isNull, and } from 'drizzle-orm';
import { coupons } from '../../db/schema/coupons.ts';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { uniqueViolation } from '../../platform/database-errors.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import {
  type CouponFiguresRow,
  type LockedCoupon,
  codeTaken,
  findCouponWithFigures,
  findCoupons,
  findLatestRedemptions,
  lockCoupon,
  slugTaken,
  usedByAnOrder,
} from './coupon-desk-repo.ts';

const MINUTE = 60 * 1000;

/** What a coupon is doing at `now`, in the storefront's order of refusals. */
export function couponState(
  row: Pick<LockedCoupon, 'pausedAt' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>,
  now: Date,
): CouponState {
  if (row.pausedAt) return 'paused';
  if (now < row.startsAt) return 'scheduled';
  if (now > row.endsAt) return 'expired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  return 'active';
}

/** A coupon's terms as staff read them, on its row and in the audit log: rupees, ISO times. */
function termsOf(row: Omit<LockedCoupon, 'id' | 'code' | 'createdAt' | 'usedCount'>) {
  return {
    title: row.title,
    kind: row.kind,
    value: row.kind === 'amount' ? paisaToRupees(row.value) : row.value,
    max_discount: row.maxDiscountPaisa === null ? null : paisaToRupees(row.maxDiscountPaisa),
    min_order: paisaToRupees(row.minOrderPaisa),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perUserLimit,
    public: row.public,
    paused_at: row.pausedAt ? row.pausedAt.toISOString() : null,
  };
}

function rowOf(row: CouponFiguresRow, now: Date): CouponRow {
  return {
    id: row.id,
    code: row.code,
    ...termsOf(row),
    state: couponState(row, now),
    created_at: row.createdAt.toISOString(),
    figures: {
      redemptions: row.redemptions,
      discount_given: paisaToRupees(row.discountPaisa),
      orders: row.orders,
      orders_total: paisaToRupees(row.ordersPaisa),
    },
  };
}

/** The back office's list of coupons: one page under the query, with each coupon's figures. */
export async function couponList(db: Database, query: CouponListQuery): Promise<CouponListResponse> {
  const now = new Date();
  const { rows, total } = await findCoupons(db, query, now);
  return { result: 'success', coupons: rows.map((row) => rowOf(row, now)), total, page: query.page, pageSize: COUPONS_PER_PAGE };
}

/** The id of a path: digits only, else no coupon has it. */
export function couponIdOf(param: string): number {
  const id = /^\d{1,9}$/.test(param) ? Number(param) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(COUPON_ADMIN_MESSAGES.notFound);
  return id;
}

/** One coupon with its figures and newest redemptions; 404 for an unknown id. */
export async function couponDetail(db: Database, id: number): Promise<CouponDetail> {
  const now = new Date();
  const [row, redemptions, used] = await Promise.all([findCouponWithFigures(db, id), findLatestRedemptions(db, id), usedByAnOrder(db, id)]);
  if (!row) throw new NotFoundError(COUPON_ADMIN_MESSAGES.notFound);
  return {
    ...rowOf(row, now),
    code_editable: !used,
    redemptions: redemptions.map((r) => ({
      order_number: r.orderNumber,
      customer: { id: r.customerId, name: r.name, email: r.email },
      amount: paisaToRupees(r.amountPaisa),
      at: r.createdAt.toISOString(),
    })),
  };
}

/** A moment typed in Nepal as an instant: a date starts at its first minute and ends with its last instant. */
function instantOf(value: string, edge: 'start' | 'end'): Date {
  const moment = parseNepalMoment(value);
  if (!moment) throw new RangeError(`not a Nepal moment: ${value}`);
  if (moment.minutes === null) return edge === 'start' ? startOfNepalDay(moment.day) : new Date(endOfNepalDay(moment.day).getTime() - 1);
  return new Date(startOfNepalDay(moment.day).getTime() + moment.minutes * MINUTE);
}

/**
 * The window's instant for what staff sent: the stored one when they sent it back unchanged (a
 * form shows minutes, the row may hold seconds), else the one they typed.
 */
function windowInstant(value: string, edge: 'start' | 'end', current: Date | undefined): Date {
  return current && value.trim() === nepalDateTimeInput(current) ? current : instantOf(value, edge);
}

/** A readable random code: no 0/O, 1/I/L, in two groups of four (e.g. K7QM-4XHT). */
const READABLE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
function readableCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += READABLE[randomInt(READABLE.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The coupon's terms as the audit log keeps them (rupees; the code under a name the log does not redact). */
function auditTerms(row: Omit<LockedCoupon, 'id' | 'createdAt' | 'usedCount'>) {
  return {
    coupon_code: row.code,
    ...termsOf(row),
  };
}

/** The columns of the terms staff sent. */
function columnsOf(body: CouponTermsInput, current?: LockedCoupon) {
  return {
    title: body.title,
    kind: body.kind,
    value: body.kind === 'amount' ? rupeesToPaisa(body.value) : body.value,
    maxDiscountPaisa: body.max_discount === null ? null : rupeesToPaisa(body.max_discount),
    minOrderPaisa: rupeesToPaisa(body.min_order),
    startsAt: windowInstant(body.starts_at, 'start', current?.startsAt),
    endsAt: windowInstant(body.ends_at, 'end', current?.endsAt),
    usageLimit: body.usage_limit,
    perUserLimit: body.per_customer_limit,
    public: body.public,
  };
}

const duplicate = (code: string) =>
  new ConflictError(COUPON_ADMIN_MESSAGES.duplicateCode(code), { code: COUPON_ADMIN_MESSAGES.duplicateCode(code) });

async function changeAnswer(db: Database, id: number, message: string): Promise<CouponChangeResponse> {
  return { result: 'success', message, coupon: await couponDetail(db, id) };
}

/**
 * Creates a coupon, audited in its transaction. A typed code is used as the storefront matches it
 * (capitals, no spaces); none → a readable random one nobody has. A code taken → 409.
 */
export async function createCoupon(ctx: RequestContext<StaffActor>, body: CouponTermsInput): Promise<CouponChangeResponse> {
  const columns = columnsOf(body);
  for (let attempt = 0; ; attempt++) {
    const code = body.code ?? readableCode();
    if (await codeTaken(ctx.db, code)) {
      if (body.code !== undefined) throw duplicate(code);
      continue;
    }
    let slug = code.toLowerCase();
    if (await slugTaken(ctx.db, slug)) slug = `${slug}-${readableCode().toLowerCase()}`;
    try {
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({ ...columns, code, slug })
          .returning({ id: coupons.id });
        const created = row?.id as number;
        await audit(tx, auditContextOf(ctx), {
          action: 'coupon.create',
          entity: 'coupon',
          entityId: created,
          before: null,
          after: auditTerms({ ...columns, code, pausedAt: null }),
        });
        return created;
      });
      return await changeAnswer(ctx.db, id, COUPON_ADMIN_MESSAGES.created(code));
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === null) throw err;
      // Another coupon took the code (or slug) between the check and the insert.
      if (body.code !== undefined && constraint === 'coupons_code_unique') throw duplicate(code);
      if (attempt >= 3) throw err;
    }
  }
}

/**
 * Changes a coupon's terms, audited with before and after. Orders already placed keep what they
 * were charged: their amounts and redemptions are their own rows. The code is fixed once an order
 * used it (its invoices show it); a total limit below the uses so far is refused.
 */
export async function updateCoupon(ctx: RequestContext<StaffActor>, id: number, body: CouponTermsInput): Promise<CouponChangeResponse> {
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const current = await lockCoupon(tx, id);
      if (!current) throw new NotFoundError(COUPON_ADMIN_MESSAGES.notFound);
      const code = body.code ?? current.code;
      if (code !== current.code) {
        if (await usedByAnOrder(tx, id))
          throw new ConflictError(COUPON_ADMIN_MESSAGES.codeLocked, { code: COUPON_ADMIN_MESSAGES.codeLocked });
        if (await codeTaken(tx, code, id)) throw duplicate(code);
      }
      if (body.usage_limit !== null && body.usage_limit < current.usedCount) {
        const message = COUPON_ADMIN_MESSAGES.usageBelowUsed(current.usedCount);
        throw new ConflictError(message, { usage_limit: message });
      }
      const columns = { ...columnsOf(body, current), code };
      await tx
        .update(coupons)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(coupons.id, id));
      await audit(tx, auditContextOf(ctx), {
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        before: auditTerms(current),
        after: auditTerms({ ...columns, pausedAt: current.pausedAt }),
      });
      return code;
    });
    return await changeAnswer(ctx.db, id, COUPON_ADMIN_MESSAGES.saved(saved));
  } catch (err) {
    if (uniqueViolation(err) === 'coupons_code_unique') throw duplicate(body.code ?? '');
    throw err;
  }
}

/** Pauses (checkout refuses it, the public grid hides it) or resumes a coupon; audited. */
export async function setCouponPaused(ctx: RequestContext<StaffActor>, id: number, paused: boolean): Promise<CouponChangeResponse> {
  const code = await ctx.db.transaction(async (tx) => {
    const current = await lockCoupon(tx, id);
    if (!current) throw new NotFoundError(COUPON_ADMIN_MESSAGES.notFound);
    const at = paused ? new Date() : null;
    const [done] = await tx
      .update(coupons)
      .set({ pausedAt: at, updatedAt: new Date() })
      .where(and(eq(coupons.id, id), paused ? isNull(coupons.pausedAt) : isNotNull(coupons.pausedAt)))
      .returning({ id: coupons.id });
    if (!done) throw new ConflictError(paused ? COUPON_ADMIN_MESSAGES.alreadyPaused : COUPON_ADMIN_MESSAGES.notPaused);
    await audit(tx, auditContextOf(ctx), {
      action: paused ? 'coupon.pause' : 'coupon.resume',
      entity: 'coupon',
      entityId: id,
      before: { coupon_code: current.code, paused_at: current.pausedAt ? current.pausedAt.toISOString() : null },
      after: { coupon_code: current.code, paused_at: at ? at.toISOString() : null },
    });
    return current.code;
  });
  return changeAnswer(ctx.db, id, paused ? COUPON_ADMIN_MESSAGES.paused(code) : COUPON_ADMIN_MESSAGES.resumed(code));
}
