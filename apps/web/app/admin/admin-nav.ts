import type { Permission } from '@suraksha/domain/permissions';

/** The back office's menu: each item with the permission it needs, so a role never sees a page that would answer 403. */
export interface AdminNavItem {
  to: string;
  label: string;
  permission: Permission;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/orders', label: 'Orders', permission: 'orders.read' },
  { to: '/admin/customers', label: 'Customers', permission: 'customers.read' },
  { to: '/admin/cod', label: 'Cash on delivery', permission: 'orders.cod' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
];

/** The first page this role may open: where /admin leads. */
export function homeFor(can: (permission: Permission) => boolean): string | null {
  return ADMIN_NAV.find((item) => can(item.permission))?.to ?? null;
}
