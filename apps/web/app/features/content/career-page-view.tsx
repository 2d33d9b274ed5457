import type { CareerDetailResponse } from '@suraksha/contracts/careers';
import { readableDate } from '@suraksha/domain/nepal-time';
import type { ReactNode } from 'react';
import { PageFrame } from '../../ui/page-frame.tsx';
import { SafeHtml } from './safe-html.tsx';

type Career = CareerDetailResponse['career'];

/** A job opening's page: where, what kind, until when, its text, and beside it `children` (the form, or why not). */
export function CareerPageView({ career, children }: { career: Career; children: ReactNode }) {
  return (
    <PageFrame
      title={career.title}
      parents={[{ title: 'Careers', to: '/career' }]}
      intro={
        <p>
          {career.location} · {career.employmentType}
          {career.deadline && (
            <>
              {' · '}
              {career.applications_open ? 'Apply by' : 'Closed on'} {readableDate(career.deadline)}
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
            Apply
          </h2>
          {children}
        </section>
      </div>
    </PageFrame>
  );
}

/** Past the deadline day (Nepal): no form, and the server refuses an application anyway. */
export function ApplicationsClosed({ deadline }: { deadline: string | null }) {
  return (
    <p className="alert alert-secondary" role="status">
      Applications for this position are closed{deadline ? ` (the deadline was ${readableDate(deadline)})` : ''}. See our other openings on
      the careers page.
    </p>
  );
}
