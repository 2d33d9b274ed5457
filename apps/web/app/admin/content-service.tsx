import { useParams } from 'react-router';
import { ContentItemScreen } from './content-item-screen.tsx';
import { ServiceForm } from './content-service-form.tsx';
import { useStaffSession } from './staff-session.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'Service — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/services/{serviceId}: one service — its status, preview link, form and change history. */
export default function AdminContentService() {
  const serviceId = useParams().serviceId ?? '';
  const { api } = useStaffSession();
  return (
    <ContentItemScreen
      key={serviceId}
      one="service"
      itemId={serviceId}
      load={async (id) => (await api.services.get(id)).service}
      back={{ to: '/admin/content/services', label: 'services' }}
      headingOf={(service) => service.title}
      renderLinks={(service) => (
        <>
          <a href={`/preview/content/services/${service.id}`} target="_blank" rel="noreferrer">
            Preview
          </a>
          {service.status === 'published' && (
            <>
              {' · '}
              <a href={`/services/${encodeURIComponent(service.slug)}`} target="_blank" rel="noreferrer">
                Open on the shop
              </a>
            </>
          )}
        </>
      )}
      renderForm={(service, saved) => (
        <ServiceForm key={service.updated_at} service={service} onSaved={(answer) => saved(answer.service)} />
      )}
    />
  );
}
