import { useCallback } from 'react';
import { messageIn } from '@suraksha/contracts/nepali-messages';
import { useLanguage } from './use-language.ts';

/**
 * A function putting one of the shop's fixed English messages (the contracts' *-messages constants a
 * form checks with before sending) into the page's language.
 */
export function useMessageText(): (text: string) => string {
  const language = useLanguage();
  return useCallback((text: string) => messageIn(text, language), [language]);
}
