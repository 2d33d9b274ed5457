import { ARTICLE_KINDS, type ArticleKind, type ArticleStatus } from '@suraksha/contracts/admin/content-messages';

/** The kinds of content the back office edits, as the menu and headings name them. */
export const CONTENT_KIND_LABELS: Record<ArticleKind, { heading: string; one: string; newLabel: string }> = {
  blogs: { heading: 'Blog posts', one: 'blog post', newLabel: 'New blog post' },
  trainings: { heading: 'Trainings', one: 'training', newLabel: 'New training' },
};

/** The URL's `:kind`, when it names one. */
export function articleKindOf(segment: string | undefined): ArticleKind | null {
  return (ARTICLE_KINDS as readonly string[]).includes(segment ?? '') ? (segment as ArticleKind) : null;
}

export const STATUS_BADGE: Record<ArticleStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'text-bg-secondary' },
  scheduled: { label: 'Scheduled', className: 'text-bg-info' },
  published: { label: 'Published', className: 'text-bg-success' },
};

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const badge = STATUS_BADGE[status];
  return <span className={`badge ${badge.className}`}>{badge.label}</span>;
}
