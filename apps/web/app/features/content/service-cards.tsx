import type { ServiceCard } from '@suraksha/contracts/content';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { ARTICLE_IMAGE } from './article-image.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ServicePrice } from './service-price.tsx';
import './content.css';

export const servicePath = (slug: string) => `/services/${slug}`;

/** The shop's services as a grid of cards: cover, title, summary and starting price. */
export function ServiceCards({ services, titleAs: Title = 'h2' }: { services: readonly ServiceCard[]; titleAs?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  if (services.length === 0) return <EmptyState text={t('content.noItems')} />;
  return (
    <div className="row g-4 row-cols-1 row-cols-sm-2 row-cols-lg-3">
      {services.map((service, index) => (
        <div className="col" key={service.slug}>
          <article className="service-card">
            {service.image && (
              <Link to={localised(servicePath(service.slug))} tabIndex={-1} aria-hidden="true" className="service-card__media">
                <img
                  src={service.image}
                  alt=""
                  width={ARTICLE_IMAGE.width}
                  height={ARTICLE_IMAGE.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </Link>
            )}
            <div className="service-card__body">
              <Title className="service-card__title">
                <Link to={localised(servicePath(service.slug))}>{service.title}</Link>
              </Title>
              <p className="service-card__summary">{service.summary}</p>
              <ServicePrice startingPrice={service.starting_price} />
            </div>
          </article>
        </div>
      ))}
    </div>
  );
}
