import type { ReactNode } from 'react';
import { TranslationProvider } from '../i18n/react.tsx';
import { i18nFor } from '../i18n/i18n.ts';

/**
 * A component rendered alone, with the Nepali site's texts (as root.tsx gives them to a page under /ne):
 * put it in a router at a /ne/… path too, so its links and useLanguage() agree.
 */
export function InNepali({ children }: { children: ReactNode }) {
  return <TranslationProvider translator={i18nFor('ne')}>{children}</TranslationProvider>;
}
