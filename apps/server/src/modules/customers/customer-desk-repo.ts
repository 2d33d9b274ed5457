import { type SQL, and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_LEDGER_SHOWN,
  CUSTOMER_ORDERS_SHOWN,
  CUSTOMERS_PER_PAGE,
  type CustomerListQuery,
} from '@suraksha/contracts/admin/customers';
import { users } from '../../db/schema/accounts.ts';
import { services } from '../../db/schema/content.ts';
import { serviceRequests, supportTickets } from '../../db/schema/forms.ts';
import { orders } from '../../db/schema/orders.ts';
import { referrals, walletLedger, wallets } from '../../db/schema/wallet.ts';
import type { Database } from '../../platform/database.ts';
import { REFERRAL_REASON } from '../referrals/referral-reward.ts';
import { phoneSearchDigits } from '@suraksha/domain/nepal-phone';

/** The back office's customer queries (issue #15): search, filters, sort and page are done here, in SQL. */

/** `%`, `_` and `\` typed by staff are letters, not wildcards. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A phone (digits, looked for in the E.164 the phone is stored in: decision 0120) goes to its own column;
 * anything else is part of a name or an e-mail (each with its trigram index).
 */
function searchCondition(term: string): SQL | undefined {
  const digits = phoneSearchDigits(term);
  if (digits !== null) return ilike(users.phone, `%${likeEscaped(digits)}%`);
  const like = `%${likeEscaped(term)}%`;
  return or(ilike(users.name, like), ilike(users.email, like));
}

/** The list's search and filters (customers only): the page and its CSV export read the same. */
export function listConditions(query: CustomerListQuery): SQL | undefined {
  return and(
    eq(users.role, 'customer'),
    query.q ? searchCondition(query.q) : undefined,
    query.verified === 'yes' ? isNotNull(users.emailVerifiedAt) : query.verified === 'no' ? isNull(users.emailVerifiedAt) : undefined,
    query.state === 'disabled' ? isNotNull(users.disabledAt) : query.state === 'active' ? isNull(users.disabledAt) : undefined,
  );
}

/** A customer's account as the back office lists and exports it (the customers page, its CSV, one customer). */
export const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

/** The customer's wallet balance in paisa (0 without a wallet), over a left join of `wallets`. */
export const walletBalance = () => sql<number>`coalesce(${wallets.balancePaisa}, 0)`.mapWith(Number);

/**
 * Each customer's orders in one pass: every order counts, the money only of orders not cancelled
 * (delivered and still in progress: what the customer has spent or is about to; decision 0094).
 */
function orderTotals(db: Database) {
  return db
    .select({
      userId: orders.userId,
      placed: count().as('placed'),
      spentPaisa: sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where ${orders.status} <> 'Cancelled'), 0)`
        .mapWith(Number)
        .as('spent_paisa'),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_totals');
}

/** One page of customers under the query, and how many match. */
export async function findCustomers(db: Database, query: CustomerListQuery) {
  const totals = orderTotals(db);
  const placed = sql<number>`coalesce(${totals.placed}, 0)`.mapWith(Number);
  const spent = sql<number>`coalesce(${totals.spentPaisa}, 0)`.mapWith(Number);
  const ordering: Record<NonNullable<CustomerListQuery['sort']>, SQL[]> = {
    joined_desc: [desc(users.createdAt), desc(users.id)],
    joined_asc: [asc(users.createdAt), asc(users.id)],
    name_asc: [asc(users.name), asc(users.id)],
    name_desc: [desc(users.name), desc(users.id)],
    spent_desc: [desc(spent), desc(users.id)],
    spent_asc: [asc(spent), asc(users.id)],
    orders_desc: [desc(placed), desc(users.id)],
    orders_asc: [asc(placed), asc(users.id)],
  };
  const where = listConditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...customerColumns,
        placed,
        spentPaisa: spent,
        walletPaisa: walletBalance(),
      })
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .leftJoin(wallets, eq(wallets.userId, users.id))
      .where(where)
      .orderBy(...ordering[query.sort ?? 'joined_desc'])
      .limit(CUSTOMERS_PER_PAGE)
      .offset((query.page - 1) * CUSTOMERS_PER_PAGE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A customer's account, with their order figures and wallet balance; undefined for an unknown id or a staff member. */
export async function findCustomerAccount(db: Database, id: number) {
  const [row] = await db
    .select({
      ...customerColumns,
      googleSubject: users.googleSubject,
      referralCode: users.referralCode,
      // The language the codes staff send are mailed in (decision 0129).
      language: users.language,
      balancePaisa: walletBalance(),
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .limit(1);
  return row;
}
export type CustomerAccountRow = NonNullable<Awaited<ReturnType<typeof findCustomerAccount>>>;

/** How many orders the customer placed, and what the ones not cancelled add up to. */
export async function findOrderFigures(db: Database, userId: number) {
  const [row] = await db
    .select({
      placed: count(),
      spentPaisa: sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where ${orders.status} <> 'Cancelled'), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return { placed: row?.placed ?? 0, spentPaisa: row?.spentPaisa ?? 0 };
}

export function findCustomerOrders(db: Database, userId: number) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalPaisa: orders.totalPaisa,
      walletPaisa: orders.walletPaisa,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_ORDERS_SHOWN);
}

const actor = alias(users, 'ledger_actor');

/** The newest ledger lines, with the order they belong to and who made them (a staff member's adjustment). */
export function findLedger(db: Database, userId: number) {
  return db
    .select({
      id: walletLedger.id,
      createdAt: walletLedger.createdAt,
      kind: walletLedger.kind,
      amountPaisa: walletLedger.amountPaisa,
      reason: walletLedger.reason,
      note: walletLedger.note,
      orderNumber: orders.orderNumber,
      by: actor.name,
      byRole: actor.role,
    })
    .from(walletLedger)
    .leftJoin(orders, eq(orders.id, walletLedger.orderId))
    .leftJoin(actor, eq(actor.id, walletLedger.actorId))
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(CUSTOMER_LEDGER_SHOWN);
}

const referrer = alias(users, 'referrer');
const referred = alias(users, 'referred');

/** Who invited the customer, whom they invited, and what their referrals have earned them. */
export async function findReferrals(db: Database, userId: number) {
  const [invitedBy, invited, [rewards]] = await Promise.all([
    db
      .select({ id: referrer.id, name: referrer.name, email: referrer.email })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
      .where(eq(referrals.referredId, userId))
      .limit(1),
    db
      .select({
        id: referred.id,
        name: referred.name,
        email: referred.email,
        status: referrals.status,
        createdAt: referrals.createdAt,
        rewardedAt: referrals.rewardedAt,
      })
      .from(referrals)
      .innerJoin(referred, eq(referred.id, referrals.referredId))
      .where(eq(referrals.referrerId, userId))
      .orderBy(desc(referrals.createdAt), desc(referrals.id)),
    db
      .select({ paisa: sql<number>`coalesce(sum(${walletLedger.amountPaisa}), 0)`.mapWith(Number) })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, REFERRAL_REASON), eq(walletLedger.kind, 'credit'))),
  ]);
  return { invitedBy: invitedBy[0] ?? null, invited, rewardsPaisa: rewards?.paisa ?? 0 };
}

/**
 * The service requests and support tickets the customer filed: signed in (their user id) or not
 * (their account's e-mail address typed into the form).
 */
export async function findSubmissions(db: Database, user: { id: number; email: string }) {
  const [requests, tickets] = await Promise.all([
    db
      .select({
        reference: serviceRequests.reference,
        status: serviceRequests.status,
        title: services.title,
        createdAt: serviceRequests.createdAt,
      })
      .from(serviceRequests)
      .leftJoin(services, eq(services.id, serviceRequests.serviceId))
      .where(or(eq(serviceRequests.userId, user.id), eq(sql`lower(${serviceRequests.email})`, user.email)))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(CUSTOMER_ORDERS_SHOWN),
    db
      .select({
        reference: supportTickets.reference,
        status: supportTickets.status,
        title: supportTickets.subject,
        createdAt: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(or(eq(supportTickets.userId, user.id), eq(sql`lower(${supportTickets.email})`, user.email)))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(CUSTOMER_ORDERS_SHOWN),
  ]);
  return { requests, tickets };
}

/** Disables the account (unless it already is); true when this call disabled it. */
export async function markDisabled(tx: Database, id: number, at: Date): Promise<boolean> {
  const done = await tx
    .update(users)
    .set({ disabledAt: at })
    .where(and(eq(users.id, id), eq(users.role, 'customer'), isNull(users.disabledAt)))
    .returning({ id: users.id });
  return done.length === 1;
}

/** Enables the account (unless it is not disabled); the moment it had been disabled, or null when it was not. */
export async function markEnabled(tx: Database, id: number): Promise<Date | null> {
  const [before] = await tx
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .for('update')
    .limit(1);
  if (!before?.disabledAt) return null;
  await tx.update(users).set({ disabledAt: null }).where(eq(users.id, id));
  return before.disabledAt;
}
