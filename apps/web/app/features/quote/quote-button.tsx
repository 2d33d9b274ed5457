import { QUOTE_SPINNER_MS } from '@suraksha/domain/constants';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { useOnDemand } from '../../lib/use-on-demand.ts';

/**
 * The dialog (react-bootstrap's Modal and the form) is fetched while the spinner turns, not with the
 * page (decision 0116); if it cannot be fetched, a toast says so and the button can be tried again.
 */
const loadDialog = () => import('./request-form-dialog.tsx');

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
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'idle' | 'spinning' | 'open'>('idle');
  // Once opened, the dialog stays mounted so closing can fade out (its form starts afresh each time).
  const [opened, setOpened] = useState(false);

  const dialog = useOnDemand(loadDialog);
  const requestDialog = dialog.request;

  useEffect(() => {
    if (phase !== 'spinning') return;
    let cancelled = false;
    const spun = new Promise((resolve) => setTimeout(resolve, QUOTE_SPINNER_MS));
    // Fetched from the click on, so the dialog is there when the spinner stops.
    void Promise.all([requestDialog(), spun]).then(([loaded]) => {
      if (cancelled) return;
      if (loaded) {
        setOpened(true);
        setPhase('open');
      } else {
        toast.error(t('catalogue.quote.unavailable'));
        setPhase('idle');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [phase, requestDialog, t]);

  return (
    <>
      <button
        type="button"
        className={`${className} quote-button`}
        onClick={() => setPhase((current) => (current === 'idle' ? 'spinning' : current))}
        disabled={phase === 'spinning'}
        aria-busy={phase === 'spinning'}
        aria-label={t('catalogue.quote.buttonFor', { title: product.title })}
      >
        {phase === 'spinning' ? (
          <span
            className="spinner-border spinner-border-sm quote-button__spinner"
            role="status"
            aria-label={t('catalogue.quote.opening')}
          />
        ) : (
          t('catalogue.quote.button')
        )}
      </button>
      {opened && dialog.loaded && (
        <dialog.loaded.RequestFormDialog show={phase === 'open'} onHide={() => setPhase('idle')} product={product} />
      )}
    </>
  );
}
