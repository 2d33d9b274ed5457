import { Link } from 'react-router';
import { CatalogueViewer } from '../features/catalogues/catalogue-viewer.tsx';
import { cataloguePath } from '../features/catalogues/catalogue-tiles.ts';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import type { PagePolicyHandle } from '../lib/content-security-policy.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { absoluteUrl } from '@suraksha/domain/site-url';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/catalogue';

/** The viewer embeds our own PDF with <object>: this page alone allows object-src 'self' (decision 0007). */
export const handle: PagePolicyHandle = { embedsOwnPdf: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalogue } = await loadOrNotFound(() => loaderApi(context).catalog.catalogue(params.catalogueId));
  return { catalogue, canonical: absoluteUrl(context.get(publicEnvContext).publicUrl, cataloguePath(catalogue.slug)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { catalogue, canonical } = loaderData;
  return pageMeta({
    title: withSiteName(catalogue.title),
    description: `${catalogue.title}: read it online or download the PDF. Genuine products with warranty and cash on delivery from Suraksha, Kathmandu.`,
    canonical,
    image: catalogue.image,
  });
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  return (
    <div className="container content-page">
      <p className="content-page__back">
        <Link to="/catalogues">← All catalogues</Link>
      </p>
      <header className="content-page__header">
        <h1 className="content-page__title">{catalogue.title}</h1>
      </header>
      <CatalogueViewer catalogue={catalogue} />
    </div>
  );
}
