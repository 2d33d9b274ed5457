import type { CareerDetailResponse } from '@suraksha/contracts/careers';
import { readableDate } from '@suraksha/domain/nepal-time';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { SafeHtml } from './safe-html.tsx';

type Career = CareerDetailResponse['career'];

/** A job opening's page: where, what kind, until when, its text, and beside it `children` (the form, or why not). */
export function CareerPageView({ career, children }: { career: Career; children: ReactNode }) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  return (
    <PageFrame
      title={career.title}
      parents={[{ title: t('content.careers.title'), to: localised('/career') }]}
      intro={
        <p>
          {career.location} · {career.employmentType}
          {career.deadline && (
            <>
              {' · '}
              {career.applications_open ? t('content.careers.applyBy') : t('content.careers.closedOn')} {readableDate(career.deadline)}
            </>
          )}
        </p>
      }
    >
      <div className="row gy-5 gx-lg-5">
        <article className="col-lg-7">
          <SafeHtml html={career.description} />
        </article>
        <section className="col-lg-5" aria-labelledby="apply">
          <h2 id="apply" className="h4">
            {t('content.careers.apply')}
          </h2>
          {children}
        </section>
      </div>
    </PageFrame>
  );
}

/** Past the deadline day (Nepal): no form, and the server refuses an application anyway. */
export function ApplicationsClosed({ deadline }: { deadline: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="alert alert-secondary" role="status">
      {deadline ? t('content.careers.closedWithDeadline', { date: readableDate(deadline) }) : t('content.careers.closed')}
    </p>
  );
}
