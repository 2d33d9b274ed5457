import type { ArticleKind } from '@suraksha/contracts/admin/content';
import { useParams } from 'react-router';
import { ArticleForm } from './content-article-form.tsx';
import { ContentItemScreen } from './content-item-screen.tsx';
import { articleKindOf, CONTENT_KIND_LABELS } from './content-kinds.tsx';
import { useStaffSession } from './staff-session.tsx';

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
  return (
    <ContentItemScreen
      one={CONTENT_KIND_LABELS[kind].one}
      itemId={articleId}
      load={async (id) => (await api.content.get(kind, id)).article}
      back={{ to: `/admin/content/${kind}`, label: CONTENT_KIND_LABELS[kind].heading.toLowerCase() }}
      headingOf={(article) => article.title}
      renderLinks={(article) => (
        <>
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
        </>
      )}
      renderForm={(article, saved) => (
        <ArticleForm key={article.updated_at} kind={kind} article={article} onSaved={(answer) => saved(answer.article)} />
      )}
    />
  );
}
