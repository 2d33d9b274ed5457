import type { coupons } from '../schema/coupons.ts';
import { couponArtwork } from './artwork.ts';
import type { MediaFile } from './media-files.ts';
import { createRandom } from './random.ts';
import { slugify } from './slug-and-markup.ts';

type CouponSeed = {
  /** Readable part of the code; a random tail follows so codes cannot be guessed from the campaign name alone. */
  prefix: string;
  title: string;
  kind: 'amount' | 'percent';
  /** Rupees for 'amount', whole percent for 'percent'. */
  value: number;
  maxDiscountRupees: number | null;
  minOrderRupees: number;
  startsOn: string;
  endsOn: string;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
  public: boolean;
  hue: number;
};

/**
 * Campaigns around 2026: some running, one ended after Dashain and one used up,
 * so checkout can be tried against every coupon outcome.
 */
const COUPONS: readonly CouponSeed[] = [
  {
    prefix: 'WELCOME',
    title: 'Rs 500 off your first order',
    kind: 'amount',
    value: 500,
    maxDiscountRupees: null,
    minOrderRupees: 5000,
    startsOn: '2026-01-01',
    endsOn: '2027-12-31',
    usageLimit: 1000,
    usedCount: 0,
    perUserLimit: 1,
    public: true,
    hue: 210,
  },
  {
    prefix: 'TIHAR',
    title: '5% off for Tihar and the wedding season',
    kind: 'percent',
    value: 5,
    maxDiscountRupees: 2500,
    minOrderRupees: 10000,
    startsOn: '2026-10-25',
    endsOn: '2027-02-28',
    usageLimit: 500,
    usedCount: 37,
    perUserLimit: 2,
    public: true,
    hue: 35,
  },
  {
    prefix: 'CCTVKIT',
    title: 'Rs 1,500 off complete camera kits',
    kind: 'amount',
    value: 1500,
    maxDiscountRupees: null,
    minOrderRupees: 25000,
    startsOn: '2026-06-01',
    endsOn: '2027-06-30',
    usageLimit: 200,
    usedCount: 12,
    perUserLimit: 1,
    public: true,
    hue: 160,
  },
  {
    prefix: 'NEWYEAR',
    title: '8% off to welcome 2083 B.S.',
    kind: 'percent',
    value: 8,
    maxDiscountRupees: 4000,
    minOrderRupees: 15000,
    startsOn: '2026-04-01',
    endsOn: '2027-04-30',
    usageLimit: null,
    usedCount: 5,
    perUserLimit: 1,
    public: true,
    hue: 265,
  },
  // Ended: Dashain 2026 is over by the time the demo is used.
  {
    prefix: 'DASHAIN',
    title: '10% off for Dashain',
    kind: 'percent',
    value: 10,
    maxDiscountRupees: 3000,
    minOrderRupees: 10000,
    startsOn: '2026-09-15',
    endsOn: '2026-10-31',
    usageLimit: 300,
    usedCount: 212,
    perUserLimit: 1,
    public: true,
    hue: 8,
  },
  // Used up: every redemption taken.
  {
    prefix: 'HOLI',
    title: 'Rs 300 off, first 50 orders',
    kind: 'amount',
    value: 300,
    maxDiscountRupees: null,
    minOrderRupees: 3000,
    startsOn: '2026-03-01',
    endsOn: '2027-03-31',
    usageLimit: 50,
    usedCount: 50,
    perUserLimit: 1,
    public: true,
    hue: 320,
  },
  // Not in the /coupons grid: handed out by the sales team.
  {
    prefix: 'PROJECT',
    title: '12% off for installer projects',
    kind: 'percent',
    value: 12,
    maxDiscountRupees: 15000,
    minOrderRupees: 50000,
    startsOn: '2026-01-01',
    endsOn: '2027-12-31',
    usageLimit: 100,
    usedCount: 3,
    perUserLimit: null,
    public: false,
    hue: 230,
  },
];

export type CouponRow = typeof coupons.$inferInsert;

function offerText(coupon: CouponSeed): string {
  // Thousands only: coupon values stay below a lakh, so Indian and Western grouping agree.
  return coupon.kind === 'percent' ? `${coupon.value}% OFF` : `Rs ${String(coupon.value).replace(/\B(?=(\d{3})+$)/g, ',')} OFF`;
}

export function couponSeeds(): { rows: CouponRow[]; files: MediaFile[] } {
  const random = createRandom('suraksha-coupons');
  const rows: CouponRow[] = [];
  const files: MediaFile[] = [];
  for (const coupon of COUPONS) {
    const code = `${coupon.prefix}-${random.code(4)}`;
    const slug = slugify(code);
    const image = `/media/coupons/${slug}.svg`;
    files.push({ publicPath: image, content: couponArtwork({ title: coupon.title, code, offer: offerText(coupon), hue: coupon.hue }) });
    rows.push({
      code,
      title: coupon.title,
      slug,
      image,
      kind: coupon.kind,
      value: coupon.kind === 'amount' ? coupon.value * 100 : coupon.value,
      maxDiscountPaisa: coupon.maxDiscountRupees === null ? null : coupon.maxDiscountRupees * 100,
      minOrderPaisa: coupon.minOrderRupees * 100,
      // Nepal time: a campaign runs from midnight to midnight in Kathmandu (UTC+5:45).
      startsAt: new Date(`${coupon.startsOn}T00:00:00+05:45`),
      endsAt: new Date(`${coupon.endsOn}T23:59:59+05:45`),
      usageLimit: coupon.usageLimit,
      usedCount: coupon.usedCount,
      perUserLimit: coupon.perUserLimit,
      public: coupon.public,
    });
  }
  return { rows, files };
}
