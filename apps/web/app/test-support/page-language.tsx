import type { ReactNode } from 'react';
import { TranslationProvider } from '../i18n/react.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';

/** The texts in the language of the page's URL, as root.tsx gives them: wrap a page rendered alone in a test. */
export function InPageLanguage({ children }: { children: ReactNode }) {
  return <TranslationProvider translator={i18nFor(useLanguage())}>{children}</TranslationProvider>;
}
