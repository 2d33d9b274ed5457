import { useNavigate } from 'react-router';
import { NewContentScreen } from './content-item-screen.tsx';
import { PageForm } from './content-page-form.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'New page — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/pages/new: a new content page at /pages/{slug}; once created, its own page. */
export default function AdminContentPageNew() {
  const navigate = useNavigate();
  return (
    <NewContentScreen back={{ to: '/admin/content/pages', label: 'pages' }} heading="New page">
      <PageForm page={null} onSaved={(answer) => navigate(`/admin/content/pages/${answer.page.id}`)} />
    </NewContentScreen>
  );
}
