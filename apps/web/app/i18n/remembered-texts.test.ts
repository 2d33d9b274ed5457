import { createInstance, type i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rememberTexts } from './remembered-texts.ts';

/** A fixed `t` without the shop's typed keys: these tests use keys of their own. */
type Translate = (key: string, options?: object) => unknown;
const fixedT = (instance: i18n, keyPrefix?: string) =>
  instance.getFixedT(instance.language, null, keyPrefix as never) as unknown as Translate;

async function instanceWith(translation: Record<string, string>) {
  const instance = createInstance();
  await instance.init({ lng: 'en', resources: { en: { translation } }, initAsync: false, interpolation: { escapeValue: false } });
  rememberTexts(instance);
  return instance;
}

describe('texts remembered per instance (decision 0134)', () => {
  it('gives what i18next gives, for plain keys and for keys with values', async () => {
    const instance = await instanceWith({ bag: 'Bag', count: '{{count}} items', count_one: 'one item' });
    const t = fixedT(instance);
    expect(t('bag')).toBe('Bag');
    expect(t('bag')).toBe('Bag');
    expect(t('count', { count: 1 })).toBe('one item');
    expect(t('count', { count: 3 })).toBe('3 items');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('sees texts added later, even for a key it was asked before', async () => {
    const instance = await instanceWith({ bag: 'Bag' });
    const t = fixedT(instance);
    expect(t('wishlist')).toBe('wishlist');
    instance.addResourceBundle('en', 'translation', { wishlist: 'Wishlist', bag: 'Your bag' }, true, true);
    expect(fixedT(instance)('wishlist')).toBe('Wishlist');
    expect(t('bag')).toBe('Your bag');
  });

  it('sees a text with values change when texts are added', async () => {
    const instance = await instanceWith({ count: '{{count}} items' });
    const t = fixedT(instance);
    expect(t('count', { count: 2 })).toBe('2 items');
    instance.addResourceBundle('en', 'translation', { count: '{{count}} things' }, true, true);
    expect(t('count', { count: 2 })).toBe('2 things');
  });

  it('leaves a key prefix to i18next', async () => {
    const instance = await instanceWith({ 'header.bag': 'Bag', bag: 'Other' });
    expect(fixedT(instance, 'header')('bag')).toBe('Bag');
    expect(fixedT(instance)('bag')).toBe('Other');
  });
});
