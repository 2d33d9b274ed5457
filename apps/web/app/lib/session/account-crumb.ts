import type { Crumb } from '../../ui/breadcrumbs.tsx';

/** The customer's own pages (the dashboard's and the wishlist) sit under My account in the breadcrumbs. */
export const MY_ACCOUNT_CRUMB: Crumb = { title: 'My account', to: '/dashboard' };
