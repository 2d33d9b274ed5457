import { VAT_RATE_PERCENT } from '@suraksha/domain/vat';
import { useTranslation } from '../i18n/react.tsx';

/**
 * The "VAT (13%)" line of the bag and checkout summaries (decision 0131). The server sends
 * `vatAmount` only when the shop's prices exclude VAT and it added some; a VAT-inclusive shop's
 * summaries have no such line and read as the SPEC shows them.
 */
export function useVatAddedLine(vatAmount: number | null | undefined): { label: string; amount: number } | null {
  const { t } = useTranslation();
  return vatAmount && vatAmount > 0 ? { label: t('vat.added', { rate: VAT_RATE_PERCENT }), amount: vatAmount } : null;
}
