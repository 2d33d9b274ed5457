import { useCallback } from 'react';
import { useLanguage } from './use-language.ts';

/**
 * Staff's Nepali version of a text (a product's name, a category's, a page's text: decision 0127) on the
 * Nepali site, and the English wherever there is none or the page is English.
 */
export function useNepaliText(): (english: string, nepali: string | undefined) => string {
  const language = useLanguage();
  return useCallback((english: string, nepali: string | undefined) => (language === 'ne' && nepali ? nepali : english), [language]);
}
