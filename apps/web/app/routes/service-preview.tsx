import type { ServiceResponse } from '@suraksha/contracts/content';
import { useParams } from 'react-router';
import { ServicePageView } from '../features/content/service-page-view.tsx';
import { StaffPreview } from '../ui/staff-preview.tsx';
import { metaText } from '../i18n/meta-text.ts';

// Never indexed, never cached as a shop page: it exists for signed-in staff only.
export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: metaText(location)('content.preview') },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /preview/content/services/{serviceId}: a service as /services/{slug} will show it, drafts and scheduled ones too. */
export default function ServicePreview() {
  const path = `/admin/content/services/${encodeURIComponent(useParams().serviceId ?? '')}/preview`;
  return (
    <StaffPreview<ServiceResponse> path={path} noun="service">
      {({ service, services }) => <ServicePageView service={service} services={services} />}
    </StaffPreview>
  );
}
