import type { i18n } from 'i18next';

/** i18next's fixed `t`, as this file uses it: any key and options, and the scope it was made for. */
type FixedT = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Texts kept per language at most: values interpolated into them (a count, a name) make each call its own. */
const TEXTS_KEPT = 2_000;

/**
 * What a call's options say, as a key: none, or options whose values are all plain (a count, a name to
 * put in). Anything else (objects, functions, returning objects) is not remembered.
 */
function callKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== 'object' || options === null) return null;
  const values = Object.values(options);
  if (!values.every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value))) return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * Remembers what `t(…)` gave, per instance, so a page's hundred texts are looked up once per process
 * instead of on every render (issue #18: i18next's lookup was ~1.2 ms of a product page's ~12 ms of
 * server CPU, decision 0134). Each instance has one fixed language (i18n.ts), and whatever adds texts
 * later clears what was remembered, so a remembered text is always the one i18next would give now.
 */
export function rememberTexts(instance: i18n): void {
  const texts = new Map<string, unknown>();
  instance.store.on('added', () => texts.clear());
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const [lng, , keyPrefix] = args;
    const fixed = getFixedT(...args);
    // Another language or a key prefix would need keys of their own: left to i18next.
    if (keyPrefix || (lng && lng !== instance.language)) return fixed;
    const remembering: FixedT = (key, ...rest) => {
      const call = callKey(key, rest);
      if (call === null) return fixed(key, ...rest);
      let text = texts.get(call);
      if (text === undefined) {
        text = fixed(key, ...rest);
        if (texts.size >= TEXTS_KEPT) texts.clear();
        texts.set(call, text);
      }
      return text;
    };
    return Object.assign(remembering, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as typeof instance.getFixedT;
}
