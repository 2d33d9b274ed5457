import { data } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { COUPON_IMAGE, CouponDetails } from '../features/coupons/coupon-details.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { TileGrid } from '../ui/tile-grid.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/coupons';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  // SPEC §7 lists POST /api/coupons with no payload.
  const load = async () => (await loaderApi(context).catalog.coupons()).coupons;
  const { list, failed } = await listOrEmpty('coupons', load, []);
  return data({ coupons: list, canonical: pageUrl(context, request, '/coupons') }, listStatus(failed));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('content.coupons.metaTitle'));
  if (!loaderData) return [{ title }];
  return pageMeta({
    title,
    description: t('content.coupons.description'),
    canonical: loaderData.canonical,
  });
}

/** SPEC §2: a grid of coupon images, each with its code and terms. */
export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { coupons } = loaderData;
  const { t } = useTranslation();
  return (
    <PageFrame title={t('content.coupons.title')} intro={t('content.coupons.intro')}>
      {coupons.length === 0 ? (
        <EmptyState text={t('content.comingSoon')} />
      ) : (
        <TileGrid
          tiles={coupons.map((c) => ({
            key: c.slug,
            title: c.title,
            image: c.image,
            alt: t('content.coupons.imageAlt', { title: c.title, code: c.code }),
            details: <CouponDetails coupon={c} />,
          }))}
          imageSize={COUPON_IMAGE}
          placeholder="/placeholder-product.svg"
        />
      )}
    </PageFrame>
  );
}
