import { ORDER_TRANSITIONS, type OrderStatus, canTransition } from './order-status.ts';
/**
 * Who may do what in the back office: the ONE table of role → permissions (issue #15, decision
 * 0090). The server checks it on every /api/admin route; the screens read the same table to hide
 * what a role cannot use, so no menu item leads to a 403. Pure, so server and web share it.
 */

/** Every role a user can have; 'customer' is the storefront's, the others are staff. */
export const USER_ROLES = ['customer', 'owner', 'manager', 'sales', 'warehouse', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLES = ['owner', 'manager', 'sales', 'warehouse', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Every permission, named area.verb; an admin route asks for exactly one. */
export const PERMISSIONS = [
  /** The back-office home: today's figures and recent activity. */
  'dashboard.read',
  'orders.read',
  /** Move an order one step along the transition table (order-status.ts). */
  'orders.advance',
  'orders.cancel',
  /** Record the cash collected on delivery, and read the daily COD report. */
  'orders.cod',
  /** Invoices and packing slips. */
  'orders.print',
  'orders.notes',
  'customers.read',
  /** Disable or enable an account, resend verification, start a password reset. */
  'customers.manage',
  /** Credit or debit a wallet; sales only up to the shop's limit (walletAdjustmentLimit). */
  'wallet.adjust',
  /** Inbound forms: quotes, contact, service requests, tickets, careers, e-waste. */
  'inbox.read',
  'inbox.reply',
  'catalogue.read',
  /** Product, category and brand text and images. */
  'catalogue.write',
  /** Prices, offer prices and coupons. */
  'catalogue.prices',
  'stock.write',
  /** Pages, blogs, trainings, FAQs, banners. */
  'content.write',
  'reports.read',
  'audit.read',
  /** Invite, change the role of, and disable staff accounts. */
  'staff.manage',
  /** The shop's settings, among them the sales role's wallet limit. */
  'settings.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;

/**
 * The table. Owner: everything. Manager: everything but staff accounts and the shop's settings
 * (the limits the owner sets on staff are settings). Sales: orders, customers, inbox and quotes,
 * wallet credits within the limit. Warehouse: orders from Confirm to Delivered, packing slips,
 * stock, cash on delivery. Editor: content and catalogue text, never prices.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: EVERYTHING,
  manager: EVERYTHING.filter((p) => p !== 'staff.manage' && p !== 'settings.manage'),
  sales: [
    'dashboard.read',
    'orders.read',
    'orders.advance',
    'orders.cancel',
    'orders.cod',
    'orders.print',
    'orders.notes',
    'customers.read',
    'customers.manage',
    'wallet.adjust',
    'inbox.read',
    'inbox.reply',
    'catalogue.read',
  ],
  warehouse: [
    'dashboard.read',
    'orders.read',
    'orders.advance',
    'orders.cod',
    'orders.print',
    'orders.notes',
    'catalogue.read',
    'stock.write',
  ],
  editor: ['dashboard.read', 'catalogue.read', 'catalogue.write', 'content.write'],
};

/** Whether a user of this role may do this; a customer or an unknown role may do nothing here. */
export function can(role: string, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** Everything a role may do, in the table's order (what GET /api/admin/auth/me lists). */
export function permissionsOf(role: string): Permission[] {
  return isStaffRole(role) ? [...ROLE_PERMISSIONS[role]] : [];
}

/** The sales role's wallet limit per adjustment when the owner has set none: Rs 5,000. */
export const DEFAULT_SALES_WALLET_LIMIT_PAISA = 5_000_00;

/** Roles whose wallet adjustments are capped by the shop's limit; the others with wallet.adjust are not. */
const WALLET_CAPPED_ROLES: readonly StaffRole[] = ['sales'];

/**
 * The largest wallet credit or debit (paisa) one adjustment of this role may make: 0 without
 * wallet.adjust, the shop's limit for capped roles, Infinity for the rest.
 */
export function walletAdjustmentLimit(role: string, shopLimitPaisa: number): number {
  if (!can(role, 'wallet.adjust')) return 0;
  return (WALLET_CAPPED_ROLES as readonly string[]).includes(role) ? shopLimitPaisa : Number.POSITIVE_INFINITY;
}

/** The warehouse moves orders along from Confirm to Delivered (packing, handing over, delivery), never earlier and never to Cancelled. */
const WAREHOUSE_MOVES_FROM: readonly OrderStatus[] = ['Confirm', 'Shipping', 'On Way'];

/** Who may cancel a delivered order (a return: goods and money go back, a credit note is issued). */
const RETURN_ROLES: readonly string[] = ['owner', 'manager'];

/**
 * Whether a staff member of this role may move an order from `from` to `to`: the one transition table
 * (order-status.ts) says whether the move exists at all; this says whether the role may make it.
 * A cancel needs orders.cancel (a delivered order's, the owner or a manager too), any other move
 * orders.advance; the warehouse only moves from Confirm on.
 */
export function canMoveOrder(role: string, from: OrderStatus, to: OrderStatus): boolean {
  if (!canTransition(from, to)) return false;
  if (to === 'Cancelled') return can(role, 'orders.cancel') && (from !== 'Delivered' || RETURN_ROLES.includes(role));
  if (!can(role, 'orders.advance')) return false;
  return role !== 'warehouse' || WAREHOUSE_MOVES_FROM.includes(from);
}

/** The statuses this role may move an order in `from` to, in the transition table's order. */
export function movesFor(role: string, from: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((to) => canMoveOrder(role, from, to));
}
