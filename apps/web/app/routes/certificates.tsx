import { data } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { COVER_IMAGE, COVER_PLACEHOLDER } from '../features/catalogues/catalogue-tiles.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { TileGrid } from '../ui/tile-grid.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/certificates';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).content.certificates()).certificates;
  const { list, failed } = await listOrEmpty('certificates', load, []);
  return data({ certificates: list, canonical: pageUrl(context, request, '/certificates') }, listStatus(failed));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('content.certificates.title'));
  if (!loaderData) return [{ title }];
  return pageMeta({
    title,
    description: t('content.certificates.description'),
    canonical: loaderData.canonical,
  });
}

/** SPEC §2: a grid of image and title; otherwise 'Coming Soon'. */
export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { certificates } = loaderData;
  const { t } = useTranslation();
  return (
    <PageFrame title={t('content.certificates.title')} intro={t('content.certificates.intro')}>
      {certificates.length === 0 ? (
        <EmptyState text={t('content.comingSoon')} />
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
