import { useTranslation } from '../../i18n/react.tsx';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import type { Crumb } from '../../ui/breadcrumbs.tsx';

/**
 * The customer's own pages (the dashboard's and the wishlist) sit under My account in the breadcrumbs:
 * its name in the page's language, leading to the dashboard of that language.
 */
export function useMyAccountCrumb(): Crumb {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  return { title: t('account.crumb'), to: href('/dashboard') };
}
