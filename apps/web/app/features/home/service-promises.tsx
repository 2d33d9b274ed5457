import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import './hero.css';
import { BadgeCheckIcon, CapIcon, ToolIcon, TruckIcon } from '../../ui/icons.tsx';

/** Why buy here: the four things a Nepali buyer asks before ordering security gear online. */
export function ServicePromises({ servicesHref, trainingsHref }: { servicesHref: string; trainingsHref: string }) {
  const { t } = useTranslation();
  return (
    <section className="promises" aria-label={t('catalogue.home.promises.label')}>
      <ul className="container promises__list list-unstyled">
        <li className="promise">
          <TruckIcon className="promise__icon" />
          <span>
            <strong>{t('catalogue.home.promises.cod')}</strong>
            {t('catalogue.home.promises.codRest')}
          </span>
        </li>
        <li className="promise">
          <BadgeCheckIcon className="promise__icon" />
          <span>
            <strong>{t('catalogue.home.promises.genuine')}</strong>
            {t('catalogue.home.promises.genuineRest')}
          </span>
        </li>
        <li className="promise">
          <ToolIcon className="promise__icon" />
          <span>
            <Link to={servicesHref}>
              <strong>{t('catalogue.home.promises.installation')}</strong>
            </Link>
            {t('catalogue.home.promises.installationRest')}
          </span>
        </li>
        <li className="promise">
          <CapIcon className="promise__icon" />
          <span>
            <Link to={trainingsHref}>
              <strong>{t('catalogue.home.promises.trainings')}</strong>
            </Link>
            {t('catalogue.home.promises.trainingsRest')}
          </span>
        </li>
      </ul>
    </section>
  );
}
