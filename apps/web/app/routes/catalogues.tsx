import { data } from 'react-router';
import { COVER_IMAGE, COVER_PLACEHOLDER, catalogueTiles } from '../features/catalogues/catalogue-tiles.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { TileGrid } from '../ui/tile-grid.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/catalogues';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).catalog.catalogues()).catalogues;
  const { list, failed } = await listOrEmpty('catalogues', load, []);
  return data({ catalogues: list, canonical: pageUrl(context, request, '/catalogues') }, listStatus(failed));
}

const TITLE = withSiteName('Product Catalogues');

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TITLE }];
  return pageMeta({
    title: TITLE,
    description:
      'Download the product catalogues of Hikvision, Dahua, ZKTeco and more: CCTV cameras, recorders, access control and cabling, from Suraksha in Nepal.',
    canonical: loaderData.canonical,
  });
}

export default function Catalogues({ loaderData }: Route.ComponentProps) {
  const { catalogues } = loaderData;
  return (
    <PageFrame title="Product Catalogues" intro="Brochures and price guides of the brands we sell, to read online or download.">
      {catalogues.length === 0 ? (
        <EmptyState text="Coming Soon" />
      ) : (
        <TileGrid tiles={catalogueTiles(catalogues)} imageSize={COVER_IMAGE} placeholder={COVER_PLACEHOLDER} />
      )}
    </PageFrame>
  );
}
