import { data } from 'react-router';
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

// Rendered for a visitor (no prices); a signed-in customer's prices arrive after hydration.
export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).catalog.packages()).packages;
  const { list, failed } = await listOrEmpty('packages', load, []);
  return data({ packages: list, canonical: pageUrl(context, request, '/packages') }, listStatus(failed));
}

const TITLE = withSiteName('CCTV and Security Packages');

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TITLE }];
  return pageMeta({
    title: TITLE,
    description:
      'Complete CCTV camera kits and security packages for homes, shops and offices in Nepal: recorder, cameras, disk and cable in one box at one price.',
    canonical: loaderData.canonical,
  });
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  const priced = useCustomerData('the packages', (customer) => customer.catalog.packages()).data;
  const packages = priced?.packages ?? loaderData.packages;
  return (
    <PageFrame title="Packages" intro="Complete kits: everything a site needs, at one bundle price.">
      {packages.length === 0 ? (
        <EmptyState text="Coming Soon" />
      ) : (
        <TileGrid tiles={packageTiles(packages)} imageSize={PACKAGE_IMAGE} placeholder={PRODUCT_PLACEHOLDER_IMAGE} />
      )}
    </PageFrame>
  );
}
