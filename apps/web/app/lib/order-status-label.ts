import { isOrderStatus } from '@suraksha/domain/order-status';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An order's status as the buyer reads it in the page's language. The status itself stays the API's
 * English value (badge colour, steps); a status this code does not know is shown as it came.
 */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return useCallback((status: string) => (isOrderStatus(status) ? t(`tracking.status.${status}`) : status), [t]);
}
