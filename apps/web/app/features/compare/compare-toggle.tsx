import { COMPARE_LIMIT, COMPARE_MESSAGES } from '@suraksha/contracts/compare-messages';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { compareHref, readCompareSlugs, useCompareSlugs, writeCompareSlugs } from './compare-store.ts';

/**
 * Adds a product to the comparison or takes it out. A fifth product is refused with a toast that
 * says why; an added one offers the way to the comparison.
 */
export function CompareToggle({
  productSlug,
  className = 'btn btn-sm btn-outline-secondary',
}: {
  productSlug: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const message = useMessageText();
  const picked = useCompareSlugs();
  const on = picked?.includes(productSlug) ?? false;

  function toggle() {
    const current = readCompareSlugs();
    if (current.includes(productSlug)) {
      writeCompareSlugs(current.filter((slug) => slug !== productSlug));
      toast(message(COMPARE_MESSAGES.removed), { id: 'compare' });
      return;
    }
    if (current.length >= COMPARE_LIMIT) {
      toast.error(message(COMPARE_MESSAGES.tooMany), { id: 'compare' });
      return;
    }
    const next = [...current, productSlug];
    writeCompareSlugs(next);
    toast.success(
      <span>
        {message(COMPARE_MESSAGES.added)} {t('catalogue.compare.addedCount', { picked: next.length, limit: COMPARE_LIMIT })}{' '}
        <Link to={localised(compareHref(next))} onClick={() => toast.dismiss('compare')}>
          {t('catalogue.compare.compareNow')}
        </Link>
      </span>,
      { id: 'compare' },
    );
  }

  return (
    <button
      type="button"
      className={`${className} compare-toggle${on ? ' compare-toggle--on' : ''}`}
      onClick={toggle}
      disabled={picked === null}
      aria-pressed={on}
    >
      {on ? t('catalogue.compare.comparing') : t('catalogue.compare.add')}
    </button>
  );
}
