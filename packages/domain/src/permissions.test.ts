import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALES_WALLET_LIMIT_PAISA,
  PERMISSIONS,
  canMoveOrder,
  movesFor,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  USER_ROLES,
  can,
  isStaffRole,
  permissionsOf,
  walletAdjustmentLimit,
} from './permissions.ts';

describe('the permission table', () => {
  it('gives the owner every permission', () => {
    for (const permission of PERMISSIONS) expect(can('owner', permission)).toBe(true);
  });

  it('lets only the owner manage staff accounts and the shop settings', () => {
    for (const role of USER_ROLES) {
      expect(can(role, 'staff.manage')).toBe(role === 'owner');
      expect(can(role, 'settings.manage')).toBe(role === 'owner');
    }
  });

  it('gives the manager everything but staff accounts and settings', () => {
    expect(PERMISSIONS.filter((p) => !can('manager', p))).toEqual(['staff.manage', 'settings.manage']);
  });

  it('keeps the warehouse away from wallets, customers, cancelling, prices and staff', () => {
    for (const permission of [
      'wallet.adjust',
      'customers.manage',
      'orders.cancel',
      'catalogue.prices',
      'staff.manage',
      'audit.read',
    ] as const) {
      expect(can('warehouse', permission)).toBe(false);
    }
    expect(can('warehouse', 'orders.advance')).toBe(true);
    expect(can('warehouse', 'stock.write')).toBe(true);
    expect(can('warehouse', 'orders.print')).toBe(true);
  });

  it('lets the editor write content and catalogue text but never change prices or touch orders', () => {
    expect(can('editor', 'content.write')).toBe(true);
    expect(can('editor', 'catalogue.write')).toBe(true);
    for (const permission of ['catalogue.prices', 'orders.read', 'customers.read', 'wallet.adjust', 'stock.write'] as const) {
      expect(can('editor', permission)).toBe(false);
    }
  });

  it('lets sales run orders, customers and the inbox, without prices, stock or the audit log', () => {
    for (const permission of ['orders.advance', 'orders.cancel', 'customers.manage', 'inbox.read', 'wallet.adjust'] as const) {
      expect(can('sales', permission)).toBe(true);
    }
    for (const permission of ['catalogue.prices', 'catalogue.write', 'stock.write', 'audit.read', 'staff.manage'] as const) {
      expect(can('sales', permission)).toBe(false);
    }
  });

  it('gives a customer, an unknown role and the retired staff/admin roles nothing', () => {
    for (const role of ['customer', 'admin', 'staff', '', 'Owner']) {
      expect(isStaffRole(role)).toBe(false);
      expect(permissionsOf(role)).toEqual([]);
      for (const permission of PERMISSIONS) expect(can(role, permission)).toBe(false);
    }
  });

  it('names only known permissions and lists each once per role', () => {
    for (const role of STAFF_ROLES) {
      const listed = ROLE_PERMISSIONS[role];
      expect(new Set(listed).size).toBe(listed.length);
      for (const permission of listed) expect(PERMISSIONS).toContain(permission);
      expect(permissionsOf(role)).toEqual([...listed]);
    }
  });
});

describe('wallet adjustment limits', () => {
  it('caps sales at the shop limit, leaves owner and manager uncapped, and gives the rest nothing', () => {
    expect(walletAdjustmentLimit('sales', DEFAULT_SALES_WALLET_LIMIT_PAISA)).toBe(5_000_00);
    expect(walletAdjustmentLimit('sales', 12_000_00)).toBe(12_000_00);
    expect(walletAdjustmentLimit('owner', 1)).toBe(Number.POSITIVE_INFINITY);
    expect(walletAdjustmentLimit('manager', 1)).toBe(Number.POSITIVE_INFINITY);
    expect(walletAdjustmentLimit('warehouse', 12_000_00)).toBe(0);
    expect(walletAdjustmentLimit('editor', 12_000_00)).toBe(0);
    expect(walletAdjustmentLimit('customer', 12_000_00)).toBe(0);
  });
});

describe('who may move an order', () => {
  it('lets the warehouse move orders from Confirm to Delivered, never confirm or cancel one', () => {
    expect(movesFor('warehouse', 'Pending Order')).toEqual([]);
    expect(movesFor('warehouse', 'Confirm')).toEqual(['Shipping']);
    expect(movesFor('warehouse', 'On Way')).toEqual(['Delivered']);
    expect(canMoveOrder('warehouse', 'Shipping', 'Cancelled')).toBe(false);
  });

  it('lets sales and managers make every move of the transition table, the editor none, and nobody a move the table lacks', () => {
    expect(movesFor('sales', 'Pending Order')).toEqual(['Confirm', 'Cancelled']);
    expect(movesFor('manager', 'Shipping')).toEqual(['On Way', 'Cancelled']);
    expect(movesFor('editor', 'Pending Order')).toEqual([]);
    expect(canMoveOrder('owner', 'Cancelled', 'Confirm')).toBe(false);
    expect(canMoveOrder('owner', 'Pending Order', 'Delivered')).toBe(false);
  });

  it('lets only the owner and a manager cancel a delivered order (a return)', () => {
    expect(movesFor('owner', 'Delivered')).toEqual(['Cancelled']);
    expect(movesFor('manager', 'Delivered')).toEqual(['Cancelled']);
    expect(movesFor('sales', 'Delivered')).toEqual([]);
    expect(movesFor('warehouse', 'Delivered')).toEqual([]);
  });
});
