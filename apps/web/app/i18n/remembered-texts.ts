import type { i18n } from 'i18next';

/**
 * Remembers what `t('key')` gave, per instance, so a page's hundred plain texts are looked up once per
 * process instead of on every render (issue #18: i18next's lookup was ~1.2 ms of a product page's ~12 ms
 * of server CPU, decision 0133). Only the plain call is remembered: a key with options (a count, a value
 * to interpolate, a default) still goes through i18next every time. Each instance has one fixed language
 * (i18n.ts), and whatever adds texts later clears what was remembered, so a remembered text is always
 * the one i18next would give now.
 */
/** i18next's fixed `t`, as this file uses it: any key and options, and the scope it was made for. */
type FixedT = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

export function rememberPlainTexts(instance: i18n): void {
  const plain = new Map<string, unknown>();
  instance.store.on('added', () => plain.clear());
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const [lng, , keyPrefix] = args;
    const fixed = getFixedT(...args);
    // Another language or a key prefix would need keys of their own: left to i18next.
    if (keyPrefix || (lng && lng !== instance.language)) return fixed;
    const remembering: FixedT = (key, ...rest) => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
      let text = plain.get(key);
      if (text === undefined) {
        text = fixed(key);
        plain.set(key, text);
      }
      return text;
    };
    return Object.assign(remembering, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as typeof instance.getFixedT;
}
