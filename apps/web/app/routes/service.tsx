import { servicePath } from '../features/content/service-cards.tsx';
import { ServicePageView } from '../features/content/service-page-view.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/service';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const body = await loadOrNotFound(() => loaderApi(context).content.service(params.serviceId));
  return {
    service: body.service,
    services: body.services,
    canonical: pageUrl(context, request, servicePath(encodeURIComponent(body.service.slug))),
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
