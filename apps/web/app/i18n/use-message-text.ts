import { useCallback } from 'react';
import type { Language } from '@suraksha/domain/site-languages';
import { useLanguage } from './use-language.ts';

/**
 * The shop's fixed English messages (the contracts' *-messages constants) put into Nepali: the lookup of
 * `@suraksha/contracts/nepali-messages`, handed over by nepali.ts, so only a Nepali page's JavaScript
 * carries its tables (decision 0133). Until then, and on English pages, a message stays as it is.
 */
let intoNepali: ((text: string) => string) | undefined;

export function addNepaliMessageLookup(lookup: (text: string) => string): void {
  intoNepali = lookup;
}

/** One of the shop's fixed messages in `language`. */
export function messageInPage(text: string, language: Language): string {
  return language === 'ne' && intoNepali ? intoNepali(text) : text;
}

/**
 * A function putting one of the shop's fixed English messages (the contracts' *-messages constants a
 * form checks with before sending) into the page's language.
 */
export function useMessageText(): (text: string) => string {
  const language = useLanguage();
  return useCallback((text: string) => messageInPage(text, language), [language]);
}
