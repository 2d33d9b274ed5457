import { data } from 'react-router';
import { EmptyState } from '../ui/empty-state.tsx';
import { COUPON_IMAGE, CouponDetails } from '../features/coupons/coupon-details.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { TileGrid } from '../ui/tile-grid.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/coupons';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  // SPEC §7 lists POST /api/coupons with no payload.
  const load = async () => (await loaderApi(context).catalog.coupons()).coupons;
  const { list, failed } = await listOrEmpty('coupons', load, []);
  return data({ coupons: list, canonical: pageUrl(context, request, '/coupons') }, listStatus(failed));
}

const TITLE = withSiteName('Coupons and Offers');

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TITLE }];
  return pageMeta({
    title: TITLE,
    description:
      'Current coupon codes for CCTV cameras, recorders and security kits at Suraksha: enter the code at checkout, cash on delivery across Nepal.',
    canonical: loaderData.canonical,
  });
}

/** SPEC §2: a grid of coupon images, each with its code and terms. */
export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { coupons } = loaderData;
  return (
    <PageFrame title="Coupons" intro="Enter a code at checkout; one coupon per order.">
      {coupons.length === 0 ? (
        <EmptyState text="Coming Soon" />
      ) : (
        <TileGrid
          tiles={coupons.map((c) => ({
            key: c.slug,
            title: c.title,
            image: c.image,
            alt: `${c.title}, code ${c.code}`,
            details: <CouponDetails coupon={c} />,
          }))}
          imageSize={COUPON_IMAGE}
          placeholder="/placeholder-product.svg"
        />
      )}
    </PageFrame>
  );
}
