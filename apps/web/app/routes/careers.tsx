import { Link } from 'react-router';
import { readableDate } from '@suraksha/domain/nepal-time';
import { EmptyState } from '../ui/empty-state.tsx';
import { loaderApi } from '../lib/api-context.ts';
import type { Route } from './+types/careers';
import { PageFrame } from '../ui/page-frame.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { careers } = await loaderApi(context).content.careers();
  return { careers };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Careers | Suraksha' },
  { name: 'description', content: 'Work with Suraksha: open positions for technicians, sales and support in Kathmandu and across Nepal.' },
];

/** /career: the open positions, nearest deadline first. */
export default function Careers({ loaderData }: Route.ComponentProps) {
  const { careers } = loaderData;
  return (
    <PageFrame
      title="Careers"
      intro={<p>We install and look after security systems across Nepal. Join a team that takes pride in honest advice and tidy work.</p>}
    >
      {careers.length === 0 ? (
        <EmptyState text="Coming Soon" />
      ) : (
        <ul className="list-unstyled row g-4">
          {careers.map((career) => (
            <li key={career.slug} className="col-md-6">
              <article className="card h-100">
                <div className="card-body">
                  <h2 className="h5 card-title">
                    <Link to={`/career/${encodeURIComponent(career.slug)}`}>{career.title}</Link>
                  </h2>
                  <p className="text-body-secondary mb-2">
                    {career.location} · {career.employmentType}
                    {career.deadline && <> · Apply by {readableDate(career.deadline)}</>}
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
