import { COUPON_STATE_LABELS, type CouponRow, type CouponSort, type CouponState } from '@suraksha/contracts/admin/coupons';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { AdminSortableTableHead, AdminTableBody } from './admin-table-rows.tsx';
import { type CouponSortColumn, couponSortOf, nextCouponSort } from './coupons-url.ts';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, CouponRow>();

/** Which column each heading sorts by (the others do not sort). */
const SORTABLE: Partial<Record<string, CouponSortColumn>> = {
  code: 'code',
  ends_at: 'ends',
  redemptions: 'redemptions',
  discount_given: 'discount',
};

const STATE_TONE: Record<CouponState, string> = {
  active: 'text-bg-success',
  paused: 'text-bg-warning',
  scheduled: 'text-bg-info',
  expired: 'text-bg-secondary',
  used_up: 'text-bg-secondary',
};

export function CouponStateBadge({ state, className = '' }: { state: CouponState; className?: string }) {
  return <span className={`badge ${STATE_TONE[state]} ${className}`.trim()}>{COUPON_STATE_LABELS[state]}</span>;
}

/** What the coupon takes off, e.g. "Rs 250.00 off" or "10% off, at most Rs 500.00". */
export function couponOffer(coupon: Pick<CouponRow, 'kind' | 'value' | 'max_discount'>): string {
  if (coupon.kind === 'amount') return `${formatRupees(coupon.value)} off`;
  return coupon.max_discount === null ? `${coupon.value}% off` : `${coupon.value}% off, at most ${formatRupees(coupon.max_discount)}`;
}

const columns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: (info) => (
      <>
        <Link className="font-monospace" to={`/admin/coupons/${info.row.original.id}`}>
          {info.getValue()}
        </Link>
        <span className="d-block small text-body-secondary">{info.row.original.title}</span>
      </>
    ),
  }),
  column.accessor('value', { header: 'Offer', cell: (info) => couponOffer(info.row.original) }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => (
      <>
        <CouponStateBadge state={info.getValue()} />
        <span className="d-block small text-body-secondary">{info.row.original.public ? 'Public' : 'Private'}</span>
      </>
    ),
  }),
  column.accessor('ends_at', {
    header: 'Valid',
    cell: (info) => (
      <span className="small">
        {readableTimeInNepal(info.row.original.starts_at)} –<br />
        {readableTimeInNepal(info.getValue())}
      </span>
    ),
  }),
  column.accessor('usage_limit', {
    header: 'Limits',
    cell: (info) => (
      <span className="small">
        {info.getValue() === null ? 'No total limit' : `${info.getValue()} in all`}
        <br />
        {info.row.original.per_customer_limit === null ? 'any per customer' : `${info.row.original.per_customer_limit} per customer`}
      </span>
    ),
  }),
  column.accessor((row) => row.figures.redemptions, { id: 'redemptions', header: 'Redemptions' }),
  column.accessor((row) => row.figures.discount_given, {
    id: 'discount_given',
    header: 'Discount given',
    cell: (info) => formatRupees(info.getValue()),
  }),
  column.accessor((row) => row.figures.orders, {
    id: 'orders',
    header: 'Orders',
    cell: (info) => (
      <>
        {info.getValue()}
        <span className="d-block small text-body-secondary">{formatRupees(info.row.original.figures.orders_total)}</span>
      </>
    ),
  }),
]);

/**
 * The coupons of one page with their usage: TanStack Table for the columns, Bootstrap's table for
 * the look. Sorting and paging are the server's: a sortable heading links to the list sorted by it.
 */
export function CouponTable({
  coupons,
  sort,
  hrefOf,
}: {
  coupons: readonly CouponRow[];
  sort: CouponSort;
  hrefOf: (sort: CouponSort) => string;
}) {
  const table = useTable({ features, columns, data: coupons as CouponRow[] }, () => ({}));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle admin-table" aria-label="Coupons">
        <AdminSortableTableHead
          groups={table.getHeaderGroups()}
          sortable={SORTABLE}
          wayOf={(by) => couponSortOf(by, sort)}
          hrefOf={(by) => hrefOf(nextCouponSort(by, sort))}
        />
        <AdminTableBody rows={table.getRowModel().rows} />
      </table>
    </div>
  );
}
