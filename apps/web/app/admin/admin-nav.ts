import type { Permission } from '@suraksha/domain/permissions';

/** The back office's menu: each item with the permission it needs, so a role never sees a page that would answer 403. */
export interface AdminNavItem {
  to: string;
  label: string;
  permission: Permission;
  /** Active only on this very path (the home, whose path starts every other). */
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Home', permission: 'dashboard.read', end: true },
  { to: '/admin/orders', label: 'Orders', permission: 'orders.read' },
  { to: '/admin/inbox', label: 'Inbox', permission: 'inbox.read' },
  { to: '/admin/customers', label: 'Customers', permission: 'customers.read' },
  { to: '/admin/products', label: 'Products', permission: 'catalogue.read' },
  { to: '/admin/stock', label: 'Stock', permission: 'catalogue.read' },
  { to: '/admin/coupons', label: 'Coupons', permission: 'catalogue.read' },
  { to: '/admin/brands', label: 'Brands', permission: 'catalogue.read' },
  { to: '/admin/categories', label: 'Categories', permission: 'catalogue.read' },
  { to: '/admin/packages', label: 'Packages', permission: 'catalogue.read' },
  { to: '/admin/catalogues', label: 'PDF catalogues', permission: 'catalogue.read' },
  { to: '/admin/certificates', label: 'Certificates', permission: 'catalogue.read' },
  { to: '/admin/content', label: 'Content', permission: 'content.write' },
  { to: '/admin/products/import', label: 'Import products', permission: 'catalogue.write' },
  { to: '/admin/cod', label: 'Cash on delivery', permission: 'orders.cod' },
  { to: '/admin/reports', label: 'Reports', permission: 'reports.read' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { to: '/admin/settings', label: 'Settings', permission: 'settings.manage' },
];
