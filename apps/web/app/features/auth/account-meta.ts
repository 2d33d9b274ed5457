import { languageOfPath } from '@suraksha/domain/site-languages';
import type { TFunction } from '../../i18n/translate.ts';
import type { MetaDescriptor } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';

/**
 * The <title> of a sign-in or account page in the page's language (a meta function runs outside React,
 * so it reads the language from the path itself); these pages are never indexed.
 */
export function accountMeta(pathname: string, title: (t: TFunction) => string): MetaDescriptor[] {
  return [{ title: title(i18nFor(languageOfPath(pathname)).t) }, { name: 'robots', content: 'noindex' }];
}
