import { data } from 'react-router';
import { COVER_IMAGE, COVER_PLACEHOLDER } from '../features/catalogues/catalogue-tiles.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { TileGrid } from '../ui/tile-grid.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/certificates';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).content.certificates()).certificates;
  const { list, failed } = await listOrEmpty('certificates', load, []);
  return data({ certificates: list, canonical: pageUrl(context, request, '/certificates') }, listStatus(failed));
}

const TITLE = withSiteName('Certificates');

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TITLE }];
  return pageMeta({
    title: TITLE,
    description:
      'Suraksha’s authorisations and registrations: authorised distributor and partner certificates of the brands we sell, ISO and VAT registration.',
    canonical: loaderData.canonical,
  });
}

/** SPEC §2: a grid of image and title; otherwise 'Coming Soon'. */
export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { certificates } = loaderData;
  return (
    <PageFrame title="Certificates" intro="We sell genuine products as authorised partners of the brands.">
      {certificates.length === 0 ? (
        <EmptyState text="Coming Soon" />
      ) : (
        <TileGrid
          tiles={certificates.map((c) => ({ key: c.slug, title: c.title, image: c.image }))}
          imageSize={COVER_IMAGE}
          placeholder={COVER_PLACEHOLDER}
        />
      )}
    </PageFrame>
  );
}
