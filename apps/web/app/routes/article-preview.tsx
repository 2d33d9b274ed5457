import type { Article, ArticleCard } from '@suraksha/contracts/content';
import { useParams } from 'react-router';
import { ArticlePage } from '../features/content/article-page.tsx';
import { blogSection, trainingSection } from '../features/content/article-sections.ts';
import { StaffPreview } from '../ui/staff-preview.tsx';
import { metaText } from '../i18n/meta-text.ts';

// Never indexed, never cached as a shop page: it exists for signed-in staff only.
export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: metaText(location)('content.preview') },
  { name: 'robots', content: 'noindex, nofollow' },
];

// The storefront's own shapes: no storefront page imports the back office's contracts.
type ArticlePreviewResponse = { article: Article; others: ArticleCard[] };
const KINDS = ['blogs', 'trainings'] as const;

/** /preview/content/{kind}/{articleId}: a blog post or training as the shop will show it, drafts and scheduled ones too. */
export default function ArticlePreview() {
  const params = useParams();
  const kind = KINDS.find((k) => k === params.kind) ?? null;
  const path = kind ? `/admin/content/${kind}/${encodeURIComponent(params.articleId ?? '')}/preview` : null;
  const section = kind === 'trainings' ? trainingSection : blogSection;
  return (
    <StaffPreview<ArticlePreviewResponse> path={path} noun="post">
      {({ article, others }) => (
        <ArticlePage section={section} article={article} others={others} url={`${section.basePath}/${encodeURIComponent(article.slug)}`} />
      )}
    </StaffPreview>
  );
}
