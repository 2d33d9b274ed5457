import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { metaText } from '../i18n/meta-text.ts';
import { readableDate } from '@suraksha/domain/nepal-time';
import { EmptyState } from '../ui/empty-state.tsx';
import { loaderApi } from '../lib/api-context.ts';
import type { Route } from './+types/careers';
import { PageFrame } from '../ui/page-frame.tsx';
import { withSiteName } from '../lib/page-meta.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { careers } = await loaderApi(context).content.careers();
  return { careers };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = metaText(location);
  return [{ title: withSiteName(t('content.careers.title')) }, { name: 'description', content: t('content.careers.description') }];
};

/** /career: the open positions, nearest deadline first. */
export default function Careers({ loaderData }: Route.ComponentProps) {
  const { careers } = loaderData;
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <PageFrame title={t('content.careers.title')} intro={<p>{t('content.careers.intro')}</p>}>
      {careers.length === 0 ? (
        <EmptyState text={t('content.comingSoon')} />
      ) : (
        <ul className="list-unstyled row g-4">
          {careers.map((career) => (
            <li key={career.slug} className="col-md-6">
              <article className="card h-100">
                <div className="card-body">
                  <h2 className="h5 card-title">
                    <Link to={localised(`/career/${encodeURIComponent(career.slug)}`)}>{career.title}</Link>
                  </h2>
                  <p className="text-body-secondary mb-2">
                    {career.location} · {career.employmentType}
                    {career.deadline && (
                      <>
                        {' · '}
                        {t('content.careers.applyBy')} {readableDate(career.deadline)}
                      </>
                    )}
                  </p>
                  <p className="card-text">{career.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
