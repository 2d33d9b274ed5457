import type { ContentPage } from '@suraksha/contracts/content';
import { useParams } from 'react-router';
import { ContentPageView } from '../features/content/content-page-view.tsx';
import { StaffPreview } from '../ui/staff-preview.tsx';
import { metaText } from '../i18n/meta-text.ts';

// Never indexed, never cached as a shop page: it exists for signed-in staff only.
export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: metaText(location)('content.preview') },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /preview/content/pages/{pageId}: a content page as /pages/{slug} will show it, drafts and scheduled ones too. */
export default function PagePreview() {
  const path = `/admin/content/pages/${encodeURIComponent(useParams().pageId ?? '')}/preview`;
  return (
    <StaffPreview<{ page: ContentPage }> path={path} noun="page">
      {({ page }) => <ContentPageView page={page} />}
    </StaffPreview>
  );
}
