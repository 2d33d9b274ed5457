import { useTranslation } from '../../i18n/react.tsx';
import { formatRupees } from '../../lib/money.ts';
import { LoginLink } from '../../lib/session/login-link.tsx';
import './packages.css';

/**
 * A bundle's price. Like every catalogue price it is a customer privilege (SPEC §4): the API sends
 * none to a visitor, who gets a way to sign in instead. `partsTotal` is what the items cost one by one.
 */
export function BundlePrice({ price, partsTotal }: { price: number | null; partsTotal?: number | null }) {
  const { t } = useTranslation();
  if (price === null) {
    return (
      <p className="bundle-price">
        <LoginLink className="bundle-price__login">{t('content.packages.loginToSeePrice')}</LoginLink>
      </p>
    );
  }
  return (
    <p className="bundle-price">
      <strong className="bundle-price__now">{formatRupees(price)}</strong>
      {partsTotal !== undefined && partsTotal !== null && partsTotal > price && (
        <span className="bundle-price__parts">
          {' '}
          {t('content.packages.boughtSeparately')} <s>{formatRupees(partsTotal)}</s>
        </span>
      )}
    </p>
  );
}
