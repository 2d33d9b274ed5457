import {
  CUSTOMER_MESSAGES,
  CUSTOMERS_PER_PAGE,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerListResponse,
} from '@suraksha/contracts/admin/customers';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import {
  findCustomerAccount,
  findCustomerOrders,
  findCustomers,
  findLedger,
  findOrderFigures,
  findReferrals,
  findSubmissions,
} from './customer-desk-repo.ts';

/** The back office's list of customers: one page under the query, and how many match. */
export async function customerList(db: Database, query: CustomerListQuery): Promise<CustomerListResponse> {
  const { rows, total } = await findCustomers(db, query);
  return {
    result: 'success',
    customers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      orders: row.placed,
      total_spent: paisaToRupees(row.spentPaisa),
      wallet: paisaToRupees(row.walletPaisa),
      verified: row.emailVerifiedAt !== null,
      disabled: row.disabledAt !== null,
      joined_at: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: CUSTOMERS_PER_PAGE,
  };
}

/** The id of a path: digits only, else no customer has it. */
export function customerIdOf(param: string): number {
  const id = /^\d{1,9}$/.test(param) ? Number(param) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
  return id;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** One customer: profile, orders, wallet and ledger, referrals, and what they filed; 404 for anyone who is not a customer. */
export async function customerDetail(db: Database, id: number): Promise<CustomerDetail> {
  const account = await findCustomerAccount(db, id);
  if (!account) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
  const [figures, orders, ledger, referrals, submissions] = await Promise.all([
    findOrderFigures(db, id),
    findCustomerOrders(db, id),
    findLedger(db, id),
    findReferrals(db, id),
    findSubmissions(db, account),
  ]);
  const submission = (s: { reference: string; status: string; title: string | null; createdAt: Date }) => ({
    reference: s.reference,
    status: s.status,
    title: s.title,
    created_at: s.createdAt.toISOString(),
  });
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    verified_at: iso(account.emailVerifiedAt),
    disabled_at: iso(account.disabledAt),
    joined_at: account.createdAt.toISOString(),
    signs_in_with_google: account.googleSubject !== null,
    referral_code: account.referralCode,
    orders_count: figures.placed,
    total_spent: paisaToRupees(figures.spentPaisa),
    orders: orders.map((o) => ({
      order_number: o.orderNumber,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      total: paisaToRupees(o.totalPaisa),
      wallet: paisaToRupees(o.walletPaisa),
    })),
    wallet: {
      balance: paisaToRupees(account.balancePaisa),
      ledger: ledger.map((line) => ({
        id: line.id,
        at: line.createdAt.toISOString(),
        kind: line.kind,
        amount: paisaToRupees(line.amountPaisa),
        reason: line.reason,
        note: line.note,
        order_number: line.orderNumber,
        // The customer's own spends carry no actor worth naming; a staff member's adjustment does.
        by: line.by && line.byRole !== 'customer' ? `${line.by} · ${line.byRole}` : null,
      })),
    },
    referrals: {
      invited_by: referrals.invitedBy,
      invited: referrals.invited.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        status: r.status,
        joined_at: r.createdAt.toISOString(),
        rewarded_at: iso(r.rewardedAt),
      })),
      rewards: paisaToRupees(referrals.rewardsPaisa),
    },
    service_requests: submissions.requests.map(submission),
    support_tickets: submissions.tickets.map(submission),
  };
}
