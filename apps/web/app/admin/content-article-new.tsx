import { useNavigate, useParams } from 'react-router';
import { ArticleForm } from './content-article-form.tsx';
import { NewContentScreen } from './content-item-screen.tsx';
import { articleKindOf, CONTENT_KIND_LABELS } from './content-kinds.tsx';

export { ErrorBoundary } from './not-found.tsx';
export { loader } from './content-articles.tsx';
export const meta = () => [{ title: 'New post — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/{kind}/new: a new blog post or training; once created, its own page. */
export default function AdminContentArticleNew() {
  const kind = articleKindOf(useParams().kind) ?? 'blogs';
  const navigate = useNavigate();
  return (
    <NewContentScreen
      back={{ to: `/admin/content/${kind}`, label: CONTENT_KIND_LABELS[kind].heading.toLowerCase() }}
      heading={CONTENT_KIND_LABELS[kind].newLabel}
    >
      <ArticleForm kind={kind} article={null} onSaved={(answer) => navigate(`/admin/content/${kind}/${answer.article.id}`)} />
    </NewContentScreen>
  );
}
