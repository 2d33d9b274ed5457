import type { Messages } from './messages.ts';

/** Every key of the English messages, dotted (`header.cashOnDelivery`): `t` takes no other. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = KeysOf<Messages>;

/** What a text may have put into its `{{placeholders}}`. */
export type MessageValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The page's texts: `t('checkout.placeOrder')`, `t('header.itemsCount', { label, count })`. */
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

/** A language's messages as their files nest them. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookUp(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `text` with each `{{name}}` replaced by its value; a placeholder without one stays as written. */
export function interpolate(text: string, values: MessageValues | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * A language's `t` (decision 0135): the text under a dotted key, then the fallback's (English), then the
 * key itself — so a missing text shows where it is missing instead of nothing. Plain texts are kept once
 * looked up: a product page asks for ~100 of them on every render.
 */
export function translatorOf(read: () => { messages: MessageTree | undefined; fallback: MessageTree | undefined }): {
  t: TFunction;
  forget: () => void;
} {
  const plain = new Map<string, string>();
  const textOf = (key: string) => {
    const { messages, fallback } = read();
    return lookUp(messages, key) ?? lookUp(fallback, key) ?? key;
  };
  const t: TFunction = (key, values) => {
    if (values) return interpolate(textOf(key), values);
    let text = plain.get(key);
    if (text === undefined) {
      text = textOf(key);
      plain.set(key, text);
    }
    return text;
  };
  return { t, forget: () => plain.clear() };
}
