import { servicePath } from '../features/content/service-cards.tsx';
import { ServicePageView } from '../features/content/service-page-view.tsx';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { absoluteUrl } from '@suraksha/domain/site-url';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/service';

export async function loader({ params, context }: Route.LoaderArgs) {
  const body = await loadOrNotFound(() => loaderApi(context).content.service(params.serviceId));
  return {
    service: body.service,
    services: body.services,
    canonical: absoluteUrl(context.get(publicEnvContext).publicUrl, servicePath(encodeURIComponent(body.service.slug))),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { service, canonical } = loaderData;
  return pageMeta({
    title: service.seo_title || withSiteName(service.title),
    description: service.seo_description || service.summary,
    keywords: service.seo_keyword,
    canonical,
    image: service.image,
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePageView service={loaderData.service} services={loaderData.services} />;
}
