import type { Language } from '@suraksha/domain/site-languages';
import { AUTH_NEPALI } from './nepali-messages/auth.ts';
import { CATALOGUE_IN_NEPALI } from './nepali-messages/catalogue.ts';

/**
 * The shop's fixed messages (API answers, validation errors, toasts) in Nepali, keyed by their
 * exact English text: the English constants stay the one source the server and the forms share, and
 * a message with no Nepali entry is shown in English rather than not at all. One file per area in
 * ./nepali-messages/, listed here; zod-free, so the browser imports it too.
 */
const AREAS: readonly Readonly<Record<string, string>>[] = [AUTH_NEPALI, CATALOGUE_IN_NEPALI];

const NEPALI: ReadonlyMap<string, string> = new Map(AREAS.flatMap((area) => Object.entries(area)));

/** `text` in `language`: its Nepali version where there is one, else the English text itself. */
export function messageIn(text: string, language: Language): string {
  return language === 'ne' ? (NEPALI.get(text) ?? text) : text;
}
