import { data } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { COVER_IMAGE, COVER_PLACEHOLDER, catalogueTiles } from '../features/catalogues/catalogue-tiles.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { TileGrid } from '../ui/tile-grid.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/catalogues';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).catalog.catalogues()).catalogues;
  const { list, failed } = await listOrEmpty('catalogues', load, []);
  return data({ catalogues: list, canonical: pageUrl(context, request, '/catalogues') }, listStatus(failed));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('content.catalogues.title'));
  if (!loaderData) return [{ title }];
  return pageMeta({
    title,
    description: t('content.catalogues.description'),
    canonical: loaderData.canonical,
  });
}

export default function Catalogues({ loaderData }: Route.ComponentProps) {
  const { catalogues } = loaderData;
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <PageFrame title={t('content.catalogues.title')} intro={t('content.catalogues.intro')}>
      {catalogues.length === 0 ? (
        <EmptyState text={t('content.comingSoon')} />
      ) : (
        <TileGrid tiles={catalogueTiles(catalogues, localised)} imageSize={COVER_IMAGE} placeholder={COVER_PLACEHOLDER} />
      )}
    </PageFrame>
  );
}
