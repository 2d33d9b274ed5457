import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';

/** The texts in the language of the page's URL, as root.tsx gives them: wrap a page rendered alone in a test. */
export function InPageLanguage({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18nFor(useLanguage())}>{children}</I18nextProvider>;
}
