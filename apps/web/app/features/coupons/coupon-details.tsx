import type { PublicCoupon } from '@suraksha/contracts/coupons';
import { formatRupees } from '../../lib/money.ts';
import './coupons.css';

/** Campaigns run by Kathmandu's calendar: the last day is shown as Nepal sees it, on the server and in the browser alike. */
const lastDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kathmandu' });

/** Coupon images are 2:1 (600×300). */
export const COUPON_IMAGE = { width: 600, height: 300 } as const;

/** What a buyer needs under a coupon's image: the code to type at checkout, the minimum order and the last day. */
export function CouponDetails({ coupon }: { coupon: PublicCoupon }) {
  return (
    <>
      <p className="coupon-code">
        Code: <code>{coupon.code}</code>
      </p>
      <p className="coupon-terms">
        {coupon.min_order > 0 ? `On orders of ${formatRupees(coupon.min_order)} or more. ` : 'On any order. '}
        Valid until <time dateTime={coupon.valid_until}>{lastDay.format(new Date(coupon.valid_until))}</time>.
      </p>
    </>
  );
}
