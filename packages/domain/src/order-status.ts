/**
 * The order statuses of SPEC §4, the one table of allowed transitions between them, and how
 * a customer sees them: the four tracking steps and the colour of the status badge. Pure, so
 * the server, the web and the CLI all read the same table.
 */

/** Every status an order can be in; 'Pending Order' is where every order starts. */
export const ORDER_STATUSES = ['Pending Order', 'Confirm', 'Shipping', 'On Way', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The order lifecycle: the ONE table of allowed transitions (docs/decisions/0060). An order
 * moves forward one step at a time; it can be cancelled until the courier has it on the road
 * ('On Way'), and a delivered order can be cancelled when the buyer returns it (the shop's manager
 * or owner only, with a credit note against its tax invoice: decision 0122); 'Cancelled' is final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'Pending Order': ['Confirm', 'Cancelled'],
  Confirm: ['Shipping', 'Cancelled'],
  Shipping: ['On Way', 'Cancelled'],
  'On Way': ['Delivered'],
  Delivered: ['Cancelled'],
  Cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * Where a customer may still cancel their own order (docs/decisions/0065): before it is handed to
 * the courier. The back office may cancel later too ('Shipping'), per the transition table.
 */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['Pending Order', 'Confirm'];

export function customerCanCancel(status: string): boolean {
  return (CUSTOMER_CANCELLABLE as readonly string[]).includes(status);
}

/** Cash is handed over at the door: it is recorded once the order is on its way or delivered (issue #15). */
export const CASH_COLLECTABLE: readonly OrderStatus[] = ['On Way', 'Delivered'];

export function cashIsCollectable(status: string): boolean {
  return (CASH_COLLECTABLE as readonly string[]).includes(status);
}

/** A status with no way out: the order's story is over. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** The status as typed by a person ('on way', 'DELIVERED'), or undefined when it is none. */
export function parseOrderStatus(typed: string): OrderStatus | undefined {
  const wanted = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  return ORDER_STATUSES.find((status) => status.toLowerCase() === wanted);
}

export interface TrackingStep {
  label: string;
  /** The status in which this step is the one the order has reached. */
  status: OrderStatus;
}

/** SPEC §4: the steps of the tracking card, in order, each highlighted from its status on. */
export const TRACKING_STEPS: readonly TrackingStep[] = [
  { label: 'Order confirmed', status: 'Confirm' },
  { label: 'Picked by courier', status: 'Shipping' },
  { label: 'On the way', status: 'On Way' },
  { label: 'Ready for pickup', status: 'Delivered' },
];

/**
 * Index in TRACKING_STEPS of the step an order in `status` has reached (that step and the
 * ones before it are highlighted); -1 when none is: a pending or cancelled order, or a
 * status this code does not know.
 */
export function trackingStep(status: string): number {
  return TRACKING_STEPS.findIndex((step) => step.status === status);
}

/** Bootstrap's contextual colour names, as the badge classes use them (text-bg-…). */
export type StatusTone = 'warning' | 'success' | 'danger';

/**
 * The colour of a status badge. SPEC §4: 'Pending Order' in the warning colour, any other
 * status in the success colour. 'Cancelled' is not one of SPEC §4's statuses; a cancelled
 * order in green would read as good news, so it gets the danger colour.
 */
export function statusTone(status: string): StatusTone {
  if (status === 'Pending Order') return 'warning';
  if (status === 'Cancelled') return 'danger';
  return 'success';
}
