import { useNavigate } from 'react-router';
import { CareerForm } from './content-career-form.tsx';
import { NewContentScreen } from './content-item-screen.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'New job opening — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/careers/new: a new job opening; once created, its own page. */
export default function AdminContentCareerNew() {
  const navigate = useNavigate();
  return (
    <NewContentScreen back={{ to: '/admin/content/careers', label: 'careers' }} heading="New job opening">
      <CareerForm career={null} onSaved={(answer) => navigate(`/admin/content/careers/${answer.career.id}`)} />
    </NewContentScreen>
  );
}
