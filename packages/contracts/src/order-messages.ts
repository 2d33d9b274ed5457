// Texts and limits of the order calls, shared by the API and the browser (no zod here).

/** The longest reason a customer may give for cancelling (one line of a staff note, not an essay). */
export const CANCEL_REASON_MAX = 500;

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  reasonRequired: 'Please tell us why you are cancelling.',
  reasonTooLong: `Please keep the reason to ${CANCEL_REASON_MAX} characters or fewer.`,
  cancelled: (orderNumber: string) => `Order ${orderNumber} has been cancelled.`,
  notCancellable: (status: string) => `This order is ${status}: it can no longer be cancelled. Please contact us.`,
} as const;
