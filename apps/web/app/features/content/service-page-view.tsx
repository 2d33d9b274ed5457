import type { Service, ServiceCard } from '@suraksha/contracts/content';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ARTICLE_IMAGE } from './article-image.ts';
import { SafeHtml } from './safe-html.tsx';
import { ServiceCards, servicePath } from './service-cards.tsx';
import { ServicePrice } from './service-price.tsx';

/** A service's page: image, starting price, the request button, its text and the other services (the staff preview shows the same). */
export function ServicePageView({ service, services }: { service: Service; services: ServiceCard[] }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <PageFrame
      title={service.title}
      parents={[{ title: t('content.services.title'), to: localised('/services') }]}
      intro={<p>{service.summary}</p>}
    >
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
            <Link to={localised(`${servicePath(service.slug)}/request`)} className="btn btn-primary">
              {t('content.services.request')}
            </Link>
          </div>
          <SafeHtml html={service.description} />
        </div>
      </div>
      {services.length > 0 && (
        <section className="service-detail__others" aria-labelledby="other-services">
          <h2 id="other-services">{t('content.services.others')}</h2>
          <ServiceCards services={services} titleAs="h3" />
        </section>
      )}
    </PageFrame>
  );
}
