import type { Article, ArticleCard } from '@suraksha/contracts/content';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ArticlePage } from '../features/content/article-page.tsx';
import { blogSection, trainingSection } from '../features/content/article-sections.ts';
import { ApiError, callApi } from '../lib/api-client.ts';
import { useBrowserApi } from '../lib/browser-api.ts';

// Never indexed, never cached as a shop page: it exists for signed-in staff only.
export const meta = () => [{ title: 'Preview — Suraksha' }, { name: 'robots', content: 'noindex, nofollow' }];

// The storefront's own shapes: no storefront page imports the back office's contracts.
type ArticlePreviewResponse = { article: Article; others: ArticleCard[] };
const KINDS = ['blogs', 'trainings'] as const;

type Preview = { kind: 'loading' } | { kind: 'shown'; page: ArticlePreviewResponse } | { kind: 'refused'; message: string };

/**
 * /preview/content/{kind}/{articleId}: a blog post or training as the shop will show it, drafts and
 * scheduled ones too, from the back office's preview call. Like the product preview (decision 0104)
 * it is rendered in the browser with the staff session cookie: a visitor gets a refusal, never the post.
 */
export default function ArticlePreview() {
  const params = useParams();
  const kind = KINDS.find((k) => k === params.kind) ?? null;
  const articleId = params.articleId ?? '';
  const transport = useBrowserApi();
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  useEffect(() => {
    if (!kind) return;
    let current = true;
    callApi<ArticlePreviewResponse>(transport, {
      method: 'GET',
      path: `/admin/content/${kind}/${encodeURIComponent(articleId)}/preview`,
    }).then(
      (page) => current && setPreview({ kind: 'shown', page }),
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiError ? error.status : 0;
        setPreview({
          kind: 'refused',
          message:
            status === 401 || status === 403
              ? 'Only signed-in staff can preview posts. Sign in to the back office and open the preview again.'
              : status === 404
                ? 'There is no such post.'
                : 'The preview could not be loaded. Please try again.',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [transport, kind, articleId]);

  if (!kind) {
    return (
      <p className="container page-frame alert alert-warning" role="alert">
        There is no such post.
      </p>
    );
  }
  if (preview.kind === 'loading')
    return (
      <p className="container page-frame" role="status">
        Loading the preview…
      </p>
    );
  if (preview.kind === 'refused') {
    return (
      <p className="container page-frame alert alert-warning" role="alert">
        {preview.message}
      </p>
    );
  }
  const section = kind === 'trainings' ? trainingSection : blogSection;
  const { article, others } = preview.page;
  return (
    <>
      <p className="container alert alert-info mt-3 mb-0" role="status">
        Preview for staff. Visitors see this page only once it is published and its time has come.
      </p>
      <ArticlePage section={section} article={article} others={others} url={`${section.basePath}/${encodeURIComponent(article.slug)}`} />
    </>
  );
}
