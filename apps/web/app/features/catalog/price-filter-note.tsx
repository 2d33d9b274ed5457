import type { CustomerAnswer } from './customer-prices.tsx';
import { LoginToFilterByPrice } from './price-range.tsx';

/**
 * What became of the price bounds in the URL: the visitor's answer ignores them (decision 0012),
 * so the page says so while the customer's own answer loads, when it failed, or to a visitor.
 */
export function PriceFilterNote({ answer }: { answer: CustomerAnswer<unknown> }) {
  const text =
    answer.state === 'pending'
      ? 'Filtering by price…'
      : answer.state === 'failed'
        ? 'Price filter not applied: the prices could not be loaded.'
        : answer.state === 'visitor'
          ? 'Price filter not applied.'
          : null;
  if (text === null) return null;
  return (
    <p className="catalog-note" role="status">
      {text} {answer.state === 'visitor' && <LoginToFilterByPrice />}
    </p>
  );
}
