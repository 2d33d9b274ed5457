import { useParams } from 'react-router';
import { FaqForm } from './content-faq-form.tsx';
import { ContentItemScreen } from './content-item-screen.tsx';
import { useStaffSession } from './staff-session.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'FAQ — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/faqs/{faqId}: one FAQ — its status, form and change history. */
export default function AdminContentFaq() {
  const faqId = useParams().faqId ?? '';
  const { api } = useStaffSession();
  return (
    <ContentItemScreen
      key={faqId}
      one="FAQ"
      itemId={faqId}
      load={async (id) => (await api.faqs.get(id)).faq}
      back={{ to: '/admin/content/faqs', label: 'FAQs' }}
      headingOf={(faq) => faq.question}
      renderLinks={(faq) =>
        faq.status === 'published' && (
          <a href="/faqs" target="_blank" rel="noreferrer">
            Open /faqs on the shop
          </a>
        )
      }
      renderForm={(faq, saved) => <FaqForm key={faq.updated_at} faq={faq} onSaved={(answer) => saved(answer.faq)} />}
    />
  );
}
