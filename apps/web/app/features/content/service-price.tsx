import { useTranslation } from '../../i18n/react.tsx';
import { formatRupees } from '../../lib/money.ts';

/** "From Rs 1,500.00", or "Quoted per site" when the price depends on the site. */
export function ServicePrice({ startingPrice }: { startingPrice: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="service-price">
      {startingPrice === null ? t('content.services.quotedPerSite') : t('content.services.from', { price: formatRupees(startingPrice) })}
    </p>
  );
}
