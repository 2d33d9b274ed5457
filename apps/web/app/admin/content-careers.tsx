import type { CareerRow } from '@suraksha/contracts/admin/content-careers';
import { readableDate } from '@suraksha/domain/nepal-time';
import { Link } from 'react-router';
import { AnswerPending } from './answer-pending.tsx';
import { ArticleStatusBadge } from './content-kinds.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Careers — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** "closes today", "closes in N days" or "closed", from the server's count of Nepal days. */
export function deadlineText({ deadline, days_to_deadline, closed }: Pick<CareerRow, 'deadline' | 'days_to_deadline' | 'closed'>) {
  if (deadline === null || days_to_deadline === null) return 'no deadline';
  if (closed) return `closed (deadline ${readableDate(deadline)})`;
  if (days_to_deadline === 0) return 'closes today';
  return `closes in ${days_to_deadline} ${days_to_deadline === 1 ? 'day' : 'days'}`;
}

export function DeadlineState({ career }: { career: Pick<CareerRow, 'deadline' | 'days_to_deadline' | 'closed'> }) {
  return <span className={career.closed ? 'text-danger' : 'text-body-secondary'}>{deadlineText(career)}</span>;
}

/** /admin/content/careers: every job opening with its status and how long it still takes applications. */
export default function AdminContentCareers() {
  const { api, can } = useStaffSession();
  const [loaded] = useAdminAnswer('the careers', 'careers', async () => (await api.careers.list()).careers);
  const rows = loaded.kind === 'ready' ? loaded.value : null;
  return (
    <>
      <Link to="/admin/content" className="small">
        ← Back to the content
      </Link>
      <div className="d-flex align-items-center justify-content-between my-3">
        <h1 className="h3 mb-0">Careers</h1>
        {can('content.write') && (
          <Link className="btn btn-primary" to="/admin/content/careers/new">
            New job opening
          </Link>
        )}
      </div>
      <AnswerPending answer={loaded} loading="Loading the careers…" />
      {rows && rows.length === 0 && <p className="text-body-secondary">Nothing here yet.</p>}
      {rows && rows.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle admin-table" aria-label="Careers">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Location</th>
                <th scope="col">Status</th>
                <th scope="col">Deadline</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`/admin/content/careers/${row.id}`}>{row.title}</Link>
                    <span className="d-block small text-body-secondary font-monospace">{row.slug}</span>
                  </td>
                  <td>
                    {row.location} · {row.employment_type}
                  </td>
                  <td>
                    <ArticleStatusBadge status={row.status} />
                  </td>
                  <td>
                    <DeadlineState career={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
