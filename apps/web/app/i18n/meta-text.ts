import { languageOfPath } from '@suraksha/domain/site-languages';
import { i18nFor } from './i18n.ts';
import type { TFunction } from './translate.ts';

/**
 * The texts of a route's meta() (page title, description) in the language of its URL: meta runs
 * outside React, so it reads the language from the location React Router hands it.
 */
export function metaText(location: { pathname: string }): TFunction {
  return i18nFor(languageOfPath(location.pathname)).t;
}
