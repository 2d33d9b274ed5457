import type { Language } from '@suraksha/domain/site-languages';
import { NEPALI_ACCOUNT_MESSAGES } from './nepali-messages/account.ts';
import { NEPALI_CART_MESSAGES } from './nepali-messages/cart.ts';
import { NEPALI_CHECKOUT_MESSAGES } from './nepali-messages/checkout.ts';
import { AUTH_NEPALI } from './nepali-messages/auth.ts';
import { GRIEVANCE_NEPALI } from './nepali-messages/grievance.ts';
import { FORMS_IN_NEPALI } from './nepali-messages/forms.ts';
import { CATALOGUE_IN_NEPALI } from './nepali-messages/catalogue.ts';
import { BUYING_NEPALI } from './nepali-messages/buying.ts';
import { TRACKING_NEPALI } from './nepali-messages/tracking.ts';

/**
 * The shop's fixed messages (API answers, validation errors, toasts) in Nepali, keyed by their
 * exact English text: the English constants stay the one source the server and the forms share, and
 * a message with no Nepali entry is shown in English rather than not at all. One file per area in
 * ./nepali-messages/, listed here; zod-free, so the browser imports it too.
 *
 * A message with a value in it (an order number, a product's name) is keyed by its English with the
 * value as `{{name}}` — best made by calling the English constant's function with `'{{name}}'` — and
 * its Nepali names the same `{{name}}`: `Thank you! Your order {{orderNumber}} has been placed.`.
 */
/** Every area's table by name; an English text is in one table only (all-areas.test.ts). */
export const NEPALI_MESSAGE_AREAS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  NEPALI_CART_MESSAGES,
  NEPALI_CHECKOUT_MESSAGES,
  NEPALI_ACCOUNT_MESSAGES,
  AUTH_NEPALI,
  GRIEVANCE_NEPALI,
  FORMS_IN_NEPALI,
  CATALOGUE_IN_NEPALI,
  BUYING_NEPALI,
  TRACKING_NEPALI,
};
const AREAS = Object.values(NEPALI_MESSAGE_AREAS);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const entries = AREAS.flatMap((area) => Object.entries(area));

const NEPALI: ReadonlyMap<string, string> = new Map(entries.filter(([english]) => !english.includes('{{')));

interface Template {
  pattern: RegExp;
  names: string[];
  nepali: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Only {{left}} of {{name}} left.` → /^Only (.+?) of (.+?) left\.$/ with the names in order. */
function templateOf(english: string, nepali: string): Template {
  const names: string[] = [];
  const source = english
    .split(PLACEHOLDER)
    .map((piece, i) => {
      if (i % 2 === 0) return escapeRegExp(piece);
      names.push(piece);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, nepali };
}

const TEMPLATES: readonly Template[] = entries.filter(([english]) => english.includes('{{')).map(([en, ne]) => templateOf(en, ne));

function fromTemplate(text: string): string | undefined {
  for (const { pattern, names, nepali } of TEMPLATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    return nepali.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return undefined;
}

/** `text` in `language`: its Nepali version where there is one, else the English text itself. */
export function messageIn(text: string, language: Language): string {
  if (language !== 'ne') return text;
  return NEPALI.get(text) ?? fromTemplate(text) ?? text;
}
