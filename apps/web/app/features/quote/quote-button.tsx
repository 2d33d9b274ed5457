import { QUOTE_SPINNER_MS } from '@suraksha/domain/constants';
import { useEffect, useState } from 'react';
import './quote-button.css';
// Loaded with the page, not lazily: the Modal shares its code with the header's Offcanvas, the form is
// a few KB, and a lazy chunk that fails to load on a weak connection would break the page.
import { RequestFormDialog } from './request-form-dialog.tsx';

/**
 * SPEC §4: the Quote button of a product without a shown price. A click shows a spinner for
 * QUOTE_SPINNER_MS, then opens the Request Form dialog for that product; closing hides it.
 */
export function QuoteButton({
  product,
  className = 'btn btn-outline-primary btn-sm',
}: {
  product: { slug: string; title: string };
  className?: string | undefined;
}) {
  const [phase, setPhase] = useState<'idle' | 'spinning' | 'open'>('idle');
  // Once opened, the dialog stays mounted so closing can fade out (its form starts afresh each time).
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (phase !== 'spinning') return;
    const timer = setTimeout(() => {
      setOpened(true);
      setPhase('open');
    }, QUOTE_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <>
      <button
        type="button"
        className={`${className} quote-button`}
        onClick={() => setPhase((current) => (current === 'idle' ? 'spinning' : current))}
        disabled={phase === 'spinning'}
        aria-busy={phase === 'spinning'}
        aria-label={`Quote for ${product.title}`}
      >
        {phase === 'spinning' ? (
          <span className="spinner-border spinner-border-sm quote-button__spinner" role="status" aria-label="Opening the Request Form" />
        ) : (
          'Quote'
        )}
      </button>
      {opened && <RequestFormDialog show={phase === 'open'} onHide={() => setPhase('idle')} product={product} />}
    </>
  );
}
