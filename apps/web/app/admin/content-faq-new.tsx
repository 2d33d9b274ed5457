import { useNavigate } from 'react-router';
import { FaqForm } from './content-faq-form.tsx';
import { NewContentScreen } from './content-item-screen.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'New FAQ — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/faqs/new: a new FAQ, last in the list; once created, its own page. */
export default function AdminContentFaqNew() {
  const navigate = useNavigate();
  return (
    <NewContentScreen back={{ to: '/admin/content/faqs', label: 'FAQs' }} heading="New FAQ">
      <FaqForm faq={null} onSaved={(answer) => navigate(`/admin/content/faqs/${answer.faq.id}`)} />
    </NewContentScreen>
  );
}
