import { useTranslation } from '../../i18n/react.tsx';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.tsx';
import './auth.css';

/** The screens one reaches from the login form sit under it in the breadcrumbs, in the page's language. */
export function useLoginCrumb(): Crumb {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  return { title: t('auth.loginCrumb'), to: href('/login') };
}

interface AuthCardProps {
  /** The page's one h1, inside the card. */
  title: string;
  lead?: React.ReactNode;
  /** The crumbs between Home and this screen (Login, for the screens one reaches from it). */
  parents?: readonly Crumb[];
  /** The screen's own crumb when it differs from the title. */
  crumb?: string;
  children: React.ReactNode;
}

/** The frame of the sign-in screens: breadcrumbs, then a centred card with the heading. */
export function AuthCard({ title, lead, parents = [], crumb, children }: AuthCardProps) {
  return (
    <div className="container auth-page">
      <div className="auth-page__column">
        <Breadcrumbs crumbs={[...parents, { title: crumb ?? title }]} />
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
          {children}
        </section>
      </div>
    </div>
  );
}
