import type { CareerDetailResponse } from '@suraksha/contracts/careers';
import { useTranslation } from '../i18n/react.tsx';
import { useParams } from 'react-router';
import { ApplicationsClosed, CareerPageView } from '../features/content/career-page-view.tsx';
import { StaffPreview } from '../ui/staff-preview.tsx';
import { metaText } from '../i18n/meta-text.ts';

// Never indexed, never cached as a shop page: it exists for signed-in staff only.
export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: metaText(location)('content.preview') },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /preview/content/careers/{careerId}: a job opening as /career/{slug} will show it, drafts and scheduled ones too. */
export default function CareerPreview() {
  const { t } = useTranslation();
  const path = `/admin/content/careers/${encodeURIComponent(useParams().careerId ?? '')}/preview`;
  return (
    <StaffPreview<CareerDetailResponse> path={path} noun="job opening">
      {({ career }) => (
        <CareerPageView career={career}>
          {career.applications_open ? (
            <p className="text-body-secondary">{t('content.careers.previewForm')}</p>
          ) : (
            <ApplicationsClosed deadline={career.deadline} />
          )}
        </CareerPageView>
      )}
    </StaffPreview>
  );
}
