import { useNavigate } from 'react-router';
import { NewContentScreen } from './content-item-screen.tsx';
import { ServiceForm } from './content-service-form.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'New service — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/services/new: a new service, last in the order; once created, its own page. */
export default function AdminContentServiceNew() {
  const navigate = useNavigate();
  return (
    <NewContentScreen back={{ to: '/admin/content/services', label: 'services' }} heading="New service">
      <ServiceForm service={null} onSaved={(answer) => navigate(`/admin/content/services/${answer.service.id}`)} />
    </NewContentScreen>
  );
}
