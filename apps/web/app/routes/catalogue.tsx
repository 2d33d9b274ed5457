import { CatalogueViewer } from '../features/catalogues/catalogue-viewer.tsx';
import { cataloguePath } from '../features/catalogues/catalogue-tiles.ts';
import { loaderApi } from '../lib/api-context.ts';
import type { PagePolicyHandle } from '../lib/content-security-policy.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/catalogue';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { useTranslation } from '../i18n/react.tsx';

/** The viewer embeds our own PDF with <object>: this page alone allows object-src 'self' (decision 0007). */
export const handle: PagePolicyHandle = { embedsOwnPdf: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue } = await loadOrNotFound(() => loaderApi(context).catalog.catalogue(params.catalogueId));
  return { catalogue, canonical: pageUrl(context, request, cataloguePath(catalogue.slug)) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { catalogue, canonical } = loaderData;
  return pageMeta({
    title: withSiteName(catalogue.title),
    description: metaText(location)('content.catalogues.detailDescription', { title: catalogue.title }),
    canonical,
    image: catalogue.image,
  });
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <PageFrame title={catalogue.title} parents={[{ title: t('content.catalogues.title'), to: localised('/catalogues') }]}>
      <CatalogueViewer catalogue={catalogue} />
    </PageFrame>
  );
}
