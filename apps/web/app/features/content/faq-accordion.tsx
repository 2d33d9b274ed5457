import type { Faq } from '@suraksha/contracts/content';
// The package entry, not 'react-bootstrap/Accordion': Node's ESM loader (the SSR build) cannot import a directory.
import { Accordion } from 'react-bootstrap';
import { useTranslation } from '../../i18n/react.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SafeHtml } from './safe-html.tsx';
import './content.css';
import '../../styles/storefront-overlays.css';

/**
 * SPEC §2: questions and answers as an accordion, the first one open. The server renders
 * the first answer open; without JavaScript every answer is shown.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const { t } = useTranslation();
  if (faqs.length === 0) return <EmptyState text={t('content.comingSoon')} />;
  return (
    <>
      {/* Without JavaScript the headers cannot toggle: show every answer instead of hiding all but one. */}
      <noscript>
        <style>{'.faq-accordion .accordion-collapse{display:block}'}</style>
      </noscript>
      <Accordion defaultActiveKey="0" className="faq-accordion">
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.question} eventKey={String(index)}>
            <Accordion.Header as="h2">{faq.question}</Accordion.Header>
            <Accordion.Body>
              {/* Rich text since issue #17, sanitised by the server (decision 0108). */}
              <SafeHtml html={faq.answer} />
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
