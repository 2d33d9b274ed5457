import type { Language } from '@suraksha/domain/site-languages';
import { AUTH_NEPALI } from './nepali-messages/auth.ts';
import { GRIEVANCE_NEPALI } from './nepali-messages/grievance.ts';
import { FORMS_IN_NEPALI } from './nepali-messages/forms.ts';
import { CATALOGUE_IN_NEPALI } from './nepali-messages/catalogue.ts';
import { BAG_NEPALI } from './nepali-messages/bag.ts';
import { CHECKOUT_NEPALI } from './nepali-messages/checkout.ts';
import { TRACKING_NEPALI } from './nepali-messages/tracking.ts';

/**
 * The shop's fixed messages (API answers, validation errors, toasts) in Nepali, keyed by their
 * exact English text: the English constants stay the one source the server and the forms share, and
 * a message with no Nepali entry is shown in English rather than not at all. One file per area in
 * ./nepali-messages/, listed here; zod-free, so the browser imports it too.
 */
/** Every area's table by name; an English text is in one table only (nepali-messages.test.ts). */
export const NEPALI_MESSAGE_AREAS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AUTH_NEPALI,
  GRIEVANCE_NEPALI,
  FORMS_IN_NEPALI,
  CATALOGUE_IN_NEPALI,
  // Before the bag's: 'Only {{left}} of {{name}} left in stock.' must be tried before the bag's wider 'Only {{stock}} left in stock.'.
  CHECKOUT_NEPALI,
  BAG_NEPALI,
  TRACKING_NEPALI,
};
const AREAS = Object.values(NEPALI_MESSAGE_AREAS);

const ENTRIES = AREAS.flatMap((area) => Object.entries(area));

const NEPALI: ReadonlyMap<string, string> = new Map(ENTRIES);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The messages that carry a value (a reference, a title): the English with {{name}} where the value
 * goes, matched as a whole with any text in its place.
 */
const TEMPLATES = ENTRIES.filter(([english]) => english.includes('{{')).map(([english, nepali]) => {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  const pattern = new RegExp(
    `^${english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('')}$`,
    's',
  );
  return { pattern, names, nepali };
});

function fromTemplate(text: string): string | undefined {
  for (const { pattern, names, nepali } of TEMPLATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] as string]));
    return nepali.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return undefined;
}

/** `text` in `language`: its Nepali version where there is one, else the English text itself. */
export function messageIn(text: string, language: Language): string {
  return language === 'ne' ? (NEPALI.get(text) ?? fromTemplate(text) ?? text) : text;
}
