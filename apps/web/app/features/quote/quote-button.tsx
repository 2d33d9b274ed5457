import { QUOTE_SPINNER_MS } from '@suraksha/domain/constants';
import { lazy, Suspense, useEffect, useState } from 'react';

// The dialog (react-bootstrap's Modal and the form) loads only when a buyer asks for a quote.
const RequestFormDialog = lazy(() => import('./request-form-dialog.tsx').then((m) => ({ default: m.RequestFormDialog })));

/**
 * SPEC §4: the Quote button of a product without a shown price. A click shows a spinner for
 * QUOTE_SPINNER_MS, then opens the Request Form dialog for that product; closing hides it.
 */
export function QuoteButton({ product, className = 'btn btn-outline-primary btn-sm' }: { product: { slug: string; title: string }; className?: string | undefined }) {
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
        {phase === 'spinning' ? <span className="spinner-border spinner-border-sm quote-button__spinner" role="status" aria-label="Opening the Request Form" /> : 'Quote'}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <RequestFormDialog show={phase === 'open'} onHide={() => setPhase('idle')} product={product} />
        </Suspense>
      )}
    </>
  );
}
