import { data } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../ui/placeholder-image.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { PACKAGE_IMAGE } from '../features/packages/package-image.ts';
import { packageTiles } from '../features/packages/package-tiles.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { TileGrid } from '../ui/tile-grid.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/packages';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

// Rendered for a visitor (no prices); a signed-in customer's prices arrive after hydration.
export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).catalog.packages()).packages;
  const { list, failed } = await listOrEmpty('packages', load, []);
  return data({ packages: list, canonical: pageUrl(context, request, '/packages') }, listStatus(failed));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('content.packages.metaTitle'));
  if (!loaderData) return [{ title }];
  return pageMeta({
    title,
    description: t('content.packages.description'),
    canonical: loaderData.canonical,
  });
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  const priced = useCustomerData('the packages', (customer) => customer.catalog.packages()).data;
  const packages = priced?.packages ?? loaderData.packages;
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <PageFrame title={t('content.packages.title')} intro={t('content.packages.intro')}>
      {packages.length === 0 ? (
        <EmptyState text={t('content.comingSoon')} />
      ) : (
        <TileGrid tiles={packageTiles(packages, localised)} imageSize={PACKAGE_IMAGE} placeholder={PRODUCT_PLACEHOLDER_IMAGE} />
      )}
    </PageFrame>
  );
}
