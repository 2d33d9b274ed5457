import type { PublicCoupon } from '@suraksha/contracts/coupons';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { useTranslation } from '../../i18n/react.tsx';
import { formatRupees } from '../../lib/money.ts';
import { NepalDate } from '../../ui/nepal-date.tsx';
import './coupons.css';

/** Coupon images are 2:1 (600×300). */
export const COUPON_IMAGE = { width: 600, height: 300 } as const;

/** What a buyer needs under a coupon's image: the code to type at checkout, the minimum order and the last day. */
export function CouponDetails({ coupon }: { coupon: PublicCoupon }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="coupon-code">
        {t('content.coupons.code')} <code>{coupon.code}</code>
      </p>
      <p className="coupon-terms">
        {coupon.min_order > 0 ? t('content.coupons.minOrder', { amount: formatRupees(coupon.min_order) }) : t('content.coupons.anyOrder')}
        {/* Campaigns run by Kathmandu's calendar: the last day is the Nepal day of the coupon's last instant. */}
        {t('content.coupons.validUntil')} <NepalDate day={dayInNepal(new Date(coupon.valid_until))} dateTime={coupon.valid_until} />.
      </p>
    </>
  );
}
