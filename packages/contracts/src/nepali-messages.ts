import type { Language } from '@suraksha/domain/site-languages';
import { AUTH_NEPALI } from './nepali-messages/auth.ts';
import { GRIEVANCE_NEPALI } from './nepali-messages/grievance.ts';
import { BAG_NEPALI } from './nepali-messages/bag.ts';
import { CHECKOUT_NEPALI } from './nepali-messages/checkout.ts';
import { TRACKING_NEPALI } from './nepali-messages/tracking.ts';

/**
 * The shop's fixed messages (API answers, validation errors, toasts) in Nepali, keyed by their
 * exact English text: the English constants stay the one source the server and the forms share, and
 * a message with no Nepali entry is shown in English rather than not at all. One file per area in
 * ./nepali-messages/, listed here; zod-free, so the browser imports it too.
 */
const AREAS: readonly Readonly<Record<string, string>>[] = [AUTH_NEPALI, GRIEVANCE_NEPALI, BAG_NEPALI, CHECKOUT_NEPALI, TRACKING_NEPALI];

const NEPALI: ReadonlyMap<string, string> = new Map(AREAS.flatMap((area) => Object.entries(area)));

/** `text` in `language`: its Nepali version where there is one, else the English text itself. */
export function messageIn(text: string, language: Language): string {
  return language === 'ne' ? (NEPALI.get(text) ?? text) : text;
}
