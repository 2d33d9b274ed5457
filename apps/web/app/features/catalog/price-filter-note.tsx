import { useTranslation } from '../../i18n/react.tsx';
import type { CustomerAnswer } from './customer-prices.tsx';
import { LoginToFilterByPrice } from './price-range.tsx';

/**
 * What became of the price bounds in the URL: the visitor's answer ignores them (decision 0012),
 * so the page says so while the customer's own answer loads, when it failed, or to a visitor.
 */
export function PriceFilterNote({ answer }: { answer: CustomerAnswer<unknown> }) {
  const { t } = useTranslation();
  const text =
    answer.state === 'pending'
      ? t('catalogue.filters.filtering')
      : answer.state === 'failed'
        ? t('catalogue.filters.notAppliedFailed')
        : answer.state === 'visitor'
          ? t('catalogue.filters.notApplied')
          : null;
  if (text === null) return null;
  return (
    <p className="catalog-note" role="status">
      {text} {answer.state === 'visitor' && <LoginToFilterByPrice />}
    </p>
  );
}
