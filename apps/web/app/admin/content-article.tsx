import type { ArticleDetail, ArticleKind } from '@suraksha/contracts/admin/content';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { Link, useParams } from 'react-router';
import { SmallSpinner } from '../ui/spinner.tsx';
import { ArticleForm } from './content-article-form.tsx';
import { ArticleStatusBadge, articleKindOf, CONTENT_KIND_LABELS, STATUS_BADGE } from './content-kinds.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export { ErrorBoundary } from './not-found.tsx';
export { loader } from './content-articles.tsx';
export const meta = () => [{ title: 'Post — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/{kind}/{articleId}: one post — its status, preview link, form and change history. */
export default function AdminContentArticle() {
  const params = useParams();
  const kind = articleKindOf(params.kind) ?? 'blogs';
  const articleId = params.articleId ?? '';
  return <ArticleScreen key={`${kind}/${articleId}`} kind={kind} articleId={articleId} />;
}

function ArticleScreen({ kind, articleId }: { kind: ArticleKind; articleId: string }) {
  const { api } = useStaffSession();
  const [loaded, replace] = useAdminAnswer(
    `the ${CONTENT_KIND_LABELS[kind].one}`,
    articleId,
    async (id) => (await api.content.get(kind, id)).article,
  );
  const back = (
    <Link to={`/admin/content/${kind}`} className="small">
      ← Back to the {CONTENT_KIND_LABELS[kind].heading.toLowerCase()}
    </Link>
  );
  if (loaded.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> Loading…
      </p>
    );
  }
  if (loaded.kind === 'refused') {
    return (
      <>
        <h1 className="h3 mb-3">{loaded.status === 404 ? 'Not found' : CONTENT_KIND_LABELS[kind].heading}</h1>
        <p className={loaded.status === 404 ? undefined : 'alert alert-warning'} role={loaded.status === 404 ? undefined : 'alert'}>
          {loaded.status === 404 ? `There is no such ${CONTENT_KIND_LABELS[kind].one}.` : loaded.message}
        </p>
        {back}
      </>
    );
  }
  const article = loaded.value;
  return (
    <article className="admin-order">
      {back}
      <header className="admin-order__head">
        <h1 className="h3 mb-0">{article.title}</h1>
        <ArticleStatusBadge status={article.status} />
        {article.published_at && article.status !== 'draft' && (
          <span className="text-body-secondary">
            {article.status === 'scheduled' ? 'Goes live' : 'Live since'} {readableTimeInNepal(article.published_at)} (Nepal time)
          </span>
        )}
      </header>
      <p>
        <a href={`/preview/content/${kind}/${article.id}`} target="_blank" rel="noreferrer">
          Preview
        </a>
        {article.status === 'published' && (
          <>
            {' · '}
            <a href={`/${kind}/${encodeURIComponent(article.slug)}`} target="_blank" rel="noreferrer">
              Open on the shop
            </a>
          </>
        )}
      </p>
      <section className="admin-order__box">
        <ArticleForm key={article.updated_at} kind={kind} article={article} onSaved={(answer) => replace(answer.article)} />
      </section>
      <History article={article} />
    </article>
  );
}

const ACTION_LABEL: Record<string, string> = { create: 'Created', update: 'Changed' };

function History({ article }: { article: ArticleDetail }) {
  return (
    <section className="admin-order__box" aria-labelledby="article-history-title">
      <h2 id="article-history-title" className="h6">
        Change history
      </h2>
      {article.history.length === 0 ? (
        <p className="mb-0 text-body-secondary">No recorded changes.</p>
      ) : (
        <ol className="list-unstyled mb-0" aria-label="Change history">
          {article.history.map((entry) => {
            const verb = ACTION_LABEL[entry.action.split('.')[1] ?? ''] ?? entry.action;
            const status =
              entry.status && entry.status in STATUS_BADGE ? STATUS_BADGE[entry.status as keyof typeof STATUS_BADGE].label : null;
            return (
              <li key={`${entry.at}-${entry.action}`}>
                {readableTimeInNepal(entry.at)} — {verb} by {entry.staff ?? 'a former staff member'}
                {status && ` (${status.toLowerCase()})`}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
