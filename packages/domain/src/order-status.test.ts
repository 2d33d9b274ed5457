import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  type OrderStatus,
  TRACKING_STEPS,
  canTransition,
  isFinalStatus,
  isOrderStatus,
  parseOrderStatus,
  statusTone,
  trackingStep,
} from './order-status.ts';

describe('tracking steps', () => {
  it('are the four steps of SPEC §4, in order', () => {
    expect(TRACKING_STEPS.map((s) => s.label)).toEqual(['Order confirmed', 'Picked by courier', 'On the way', 'Ready for pickup']);
  });

  it.each([
    ['Confirm', 0, 'Order confirmed'],
    ['Shipping', 1, 'Picked by courier'],
    ['On Way', 2, 'On the way'],
    ['Delivered', 3, 'Ready for pickup'],
  ])('highlights up to the step of %s', (status, index, label) => {
    expect(trackingStep(status)).toBe(index);
    expect(TRACKING_STEPS[index]?.label).toBe(label);
  });

  it('highlights no step for a pending, cancelled or unknown status', () => {
    expect(trackingStep('Pending Order')).toBe(-1);
    expect(trackingStep('Cancelled')).toBe(-1);
    expect(trackingStep('on way')).toBe(-1);
    expect(trackingStep('')).toBe(-1);
  });
});

describe('status tone', () => {
  it('shows Pending Order in the warning colour', () => {
    expect(statusTone('Pending Order')).toBe('warning');
  });

  it('shows the other SPEC §4 statuses in the success colour', () => {
    for (const status of ['Confirm', 'Shipping', 'On Way', 'Delivered']) expect(statusTone(status)).toBe('success');
  });

  it('shows a cancelled order in the danger colour', () => {
    expect(statusTone('Cancelled')).toBe('danger');
  });
});

describe('order statuses', () => {
  it('knows every status and nothing else', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    expect(isOrderStatus('Lost')).toBe(false);
    expect(isOrderStatus('confirm')).toBe(false);
  });
});

describe('order transitions', () => {
  const allowed: Array<[OrderStatus, OrderStatus]> = [
    ['Pending Order', 'Confirm'],
    ['Pending Order', 'Cancelled'],
    ['Confirm', 'Shipping'],
    ['Confirm', 'Cancelled'],
    ['Shipping', 'On Way'],
    ['Shipping', 'Cancelled'],
    ['On Way', 'Delivered'],
    ['Delivered', 'Cancelled'],
  ];
  const isAllowed = (from: OrderStatus, to: OrderStatus) => allowed.some(([f, t]) => f === from && t === to);
  const everyPair = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

  it.each(everyPair.filter(([f, t]) => isAllowed(f, t)))('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(everyPair.filter(([f, t]) => !isAllowed(f, t)))('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('ends at Cancelled only: a delivered order can still be returned', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Cancelled']);
  });

  it('reads a status as a person types it', () => {
    expect(parseOrderStatus(' on  way ')).toBe('On Way');
    expect(parseOrderStatus('DELIVERED')).toBe('Delivered');
    expect(parseOrderStatus('pending order')).toBe('Pending Order');
    expect(parseOrderStatus('Shipped')).toBeUndefined();
  });
});
