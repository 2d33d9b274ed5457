import { useParams } from 'react-router';
import { CareerForm } from './content-career-form.tsx';
import { DeadlineState } from './content-careers.tsx';
import { ContentItemScreen } from './content-item-screen.tsx';
import { useStaffSession } from './staff-session.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'Job opening — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/careers/{careerId}: one job opening — its status, deadline, preview link, form and change history. */
export default function AdminContentCareer() {
  const careerId = useParams().careerId ?? '';
  const { api } = useStaffSession();
  return (
    <ContentItemScreen
      key={careerId}
      one="job opening"
      itemId={careerId}
      load={async (id) => (await api.careers.get(id)).career}
      back={{ to: '/admin/content/careers', label: 'careers' }}
      headingOf={(career) => career.title}
      renderLinks={(career) => (
        <>
          <DeadlineState career={career} />
          {' · '}
          <a href={`/preview/content/careers/${career.id}`} target="_blank" rel="noreferrer">
            Preview
          </a>
          {career.status === 'published' && (
            <>
              {' · '}
              <a href={`/career/${encodeURIComponent(career.slug)}`} target="_blank" rel="noreferrer">
                Open on the shop
              </a>
            </>
          )}
        </>
      )}
      renderForm={(career, saved) => <CareerForm key={career.updated_at} career={career} onSaved={(answer) => saved(answer.career)} />}
    />
  );
}
