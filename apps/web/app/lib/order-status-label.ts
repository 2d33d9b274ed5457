import { type OrderStatus, isOrderStatus } from '@suraksha/domain/order-status';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/react.tsx';

const STATUS_KEY = {
  'Pending Order': 'pendingOrder',
  Confirm: 'confirm',
  Shipping: 'shipping',
  'On Way': 'onWay',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, string>;

/** An order's status as the customer reads it in the page's language; a status we do not know stays as the API wrote it. */
export function useOrderStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return useCallback((status: string) => (isOrderStatus(status) ? t(`account.orderStatus.${STATUS_KEY[status]}`) : status), [t]);
}
