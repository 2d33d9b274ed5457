import { Link, useNavigate, useParams } from 'react-router';
import { ArticleForm } from './content-article-form.tsx';
import { articleKindOf, CONTENT_KIND_LABELS } from './content-kinds.tsx';
import { useStaffSession } from './staff-session.tsx';

export { ErrorBoundary } from './not-found.tsx';
export { loader } from './content-articles.tsx';
export const meta = () => [{ title: 'New post — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/{kind}/new: a new blog post or training; once created, its own page. */
export default function AdminContentArticleNew() {
  const kind = articleKindOf(useParams().kind) ?? 'blogs';
  const { can } = useStaffSession();
  const navigate = useNavigate();
  return (
    <article className="admin-order">
      <Link to={`/admin/content/${kind}`} className="small">
        ← Back to the {CONTENT_KIND_LABELS[kind].heading.toLowerCase()}
      </Link>
      <h1 className="h3 my-3">{CONTENT_KIND_LABELS[kind].newLabel}</h1>
      {can('content.write') ? (
        <section className="admin-order__box">
          <ArticleForm kind={kind} article={null} onSaved={(answer) => navigate(`/admin/content/${kind}/${answer.article.id}`)} />
        </section>
      ) : (
        <p className="alert alert-warning" role="alert">
          Your role does not edit the shop&apos;s content.
        </p>
      )}
    </article>
  );
}
