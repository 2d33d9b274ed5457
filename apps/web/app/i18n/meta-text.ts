import type { TFunction } from 'i18next';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { i18nFor } from './i18n.ts';

/**
 * The texts of a route's `meta` (page title, description, Open Graph), which runs outside React and its
 * I18nextProvider: the language comes from the page's URL, as everywhere else.
 */
export function metaText(location: { pathname: string }): TFunction {
  return i18nFor(languageOfPath(location.pathname)).t;
}
