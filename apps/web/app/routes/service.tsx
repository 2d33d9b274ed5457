import { Link } from 'react-router';
import { ARTICLE_IMAGE } from '../features/content/article-image.ts';
import { SafeHtml } from '../features/content/safe-html.tsx';
import { ServiceCards, servicePath } from '../features/content/service-cards.tsx';
import { ServicePrice } from '../features/content/service-price.tsx';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { PageFrame } from '../ui/page-frame.tsx';
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
  const { service, services } = loaderData;
  return (
    <PageFrame title={service.title} parents={[{ title: 'Services', to: '/services' }]} intro={<p>{service.summary}</p>}>
      <div className="row g-4">
        {service.image && (
          <div className="col-lg-5">
            <img
              className="article-full__image"
              src={service.image}
              alt=""
              width={ARTICLE_IMAGE.width}
              height={ARTICLE_IMAGE.height}
              fetchPriority="high"
            />
          </div>
        )}
        <div className="col-lg-7">
          <div className="service-detail__actions">
            <ServicePrice startingPrice={service.starting_price} />
            <Link to={`${servicePath(service.slug)}/request`} className="btn btn-primary">
              Request this service
            </Link>
          </div>
          <SafeHtml html={service.description} />
        </div>
      </div>
      {services.length > 0 && (
        <section className="service-detail__others" aria-labelledby="other-services">
          <h2 id="other-services">Other services</h2>
          <ServiceCards services={services} titleAs="h3" />
        </section>
      )}
    </PageFrame>
  );
}
