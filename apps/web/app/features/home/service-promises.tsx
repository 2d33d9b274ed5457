import { Link } from 'react-router';
import './hero.css';
import { BadgeCheckIcon, CapIcon, ToolIcon, TruckIcon } from '../../ui/icons.tsx';

/** Why buy here: the four things a Nepali buyer asks before ordering security gear online. */
export function ServicePromises({ servicesHref, trainingsHref }: { servicesHref: string; trainingsHref: string }) {
  return (
    <section className="promises" aria-label="Why shop with Suraksha">
      <ul className="container promises__list list-unstyled">
        <li className="promise">
          <TruckIcon className="promise__icon" />
          <span>
            <strong>Cash on Delivery</strong> all over Nepal
          </span>
        </li>
        <li className="promise">
          <BadgeCheckIcon className="promise__icon" />
          <span>
            <strong>Genuine products</strong> from trusted brands
          </span>
        </li>
        <li className="promise">
          <ToolIcon className="promise__icon" />
          <span>
            <Link to={servicesHref}>
              <strong>Installation &amp; service</strong>
            </Link>{' '}
            by our technicians
          </span>
        </li>
        <li className="promise">
          <CapIcon className="promise__icon" />
          <span>
            <Link to={trainingsHref}>
              <strong>Trainings</strong>
            </Link>{' '}
            for installers
          </span>
        </li>
      </ul>
    </section>
  );
}
