import { formatRupees } from '../../lib/money.ts';

/** "From Rs 1,500.00", or "Quoted per site" when the price depends on the site. */
export function ServicePrice({ startingPrice }: { startingPrice: number | null }) {
  return <p className="service-price">{startingPrice === null ? 'Quoted per site' : `From ${formatRupees(startingPrice)}`}</p>;
}
