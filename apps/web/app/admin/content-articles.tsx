import type { ArticleKind, ArticleRow } from '@suraksha/contracts/admin/content';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { Link, data, useParams } from 'react-router';
import { SmallSpinner } from '../ui/spinner.tsx';
import { ArticleStatusBadge, articleKindOf, CONTENT_KIND_LABELS } from './content-kinds.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Content — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

// An unknown kind is the back office's 404, like any address no route claims.
export function loader({ params }: { params: { kind?: string } }) {
  if (!articleKindOf(params.kind)) throw data(null, { status: 404 });
  return null;
}
export { ErrorBoundary } from './not-found.tsx';

/** /admin/content/{kind}: every blog post (or training), drafts and scheduled ones first. */
export default function AdminContentArticles() {
  const kind = articleKindOf(useParams().kind) ?? 'blogs';
  return <ArticleList key={kind} kind={kind} />;
}

function ArticleList({ kind }: { kind: ArticleKind }) {
  const { api } = useStaffSession();
  const [loaded] = useAdminAnswer(
    CONTENT_KIND_LABELS[kind].heading.toLowerCase(),
    kind,
    async (k) => (await api.content.list(k as ArticleKind)).articles,
  );
  const labels = CONTENT_KIND_LABELS[kind];
  return (
    <>
      <Link to="/admin/content" className="small">
        ← Back to the content
      </Link>
      <div className="d-flex align-items-center justify-content-between my-3">
        <h1 className="h3 mb-0">{labels.heading}</h1>
        <Link className="btn btn-primary" to={`/admin/content/${kind}/new`}>
          {labels.newLabel}
        </Link>
      </div>
      {loaded.kind === 'loading' && (
        <p role="status">
          <SmallSpinner /> Loading…
        </p>
      )}
      {loaded.kind === 'refused' && (
        <p className="alert alert-warning" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.kind === 'ready' && <ArticleTable kind={kind} rows={loaded.value} />}
    </>
  );
}

function ArticleTable({ kind, rows }: { kind: ArticleKind; rows: ArticleRow[] }) {
  if (rows.length === 0) return <p className="text-body-secondary">Nothing here yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle admin-table" aria-label={CONTENT_KIND_LABELS[kind].heading}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Publish time (Nepal)</th>
            <th scope="col">Last changed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={`/admin/content/${kind}/${row.id}`}>{row.title}</Link>
                <span className="d-block small text-body-secondary font-monospace">{row.slug}</span>
              </td>
              <td>
                <ArticleStatusBadge status={row.status} />
              </td>
              <td>{row.published_at ? readableTimeInNepal(row.published_at) : '—'}</td>
              <td>{readableTimeInNepal(row.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
