import type { PageRow } from '@suraksha/contracts/admin/content-pages';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { Link } from 'react-router';
import { AnswerPending } from './answer-pending.tsx';
import { ArticleStatusBadge } from './content-kinds.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Pages — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/pages: every content page (about, the policies, the seller disclosure…) with its status. */
export default function AdminContentPages() {
  const { api, can } = useStaffSession();
  const [loaded] = useAdminAnswer('the pages', 'pages', async () => (await api.pages.list()).pages);
  return (
    <>
      <Link to="/admin/content" className="small">
        ← Back to the content
      </Link>
      <div className="d-flex align-items-center justify-content-between my-3">
        <h1 className="h3 mb-0">Pages</h1>
        {can('content.write') && (
          <Link className="btn btn-primary" to="/admin/content/pages/new">
            New page
          </Link>
        )}
      </div>
      <AnswerPending answer={loaded} loading="Loading the pages…" />
      {loaded.kind === 'ready' && <PageTable rows={loaded.value} />}
    </>
  );
}

function PageTable({ rows }: { rows: PageRow[] }) {
  if (rows.length === 0) return <p className="text-body-secondary">Nothing here yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle admin-table" aria-label="Pages">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Last changed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={`/admin/content/pages/${row.id}`}>{row.title}</Link>
                <span className="d-block small text-body-secondary font-monospace">
                  /pages/{row.slug}
                  {row.in_footer && ' · in the footer'}
                </span>
              </td>
              <td>
                <ArticleStatusBadge status={row.status} />
              </td>
              <td>{readableTimeInNepal(row.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
