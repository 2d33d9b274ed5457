import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@suraksha/domain/site-languages';
import en from './messages/en.json' with { type: 'json' };
import ne from './messages/ne.json' with { type: 'json' };

/**
 * The customer's mails in the language of the order or the account (decision 0129), from message
 * files like the storefront's (decision 0124): one i18next instance, made once, each mail asking for
 * a `t` fixed to its language. English is the source and its texts are the mails as they always
 * were; ne.json carries the same keys (mail-text.test.ts).
 */
export const MAIL_MESSAGES = { en, ne } as const satisfies Record<Language, typeof en>;

const mails = createInstance();
void mails.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en }, ne: { translation: ne } },
  initAsync: false,
  // Plain-text mails: nothing to escape, and an escaped name would show as `&amp;`.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The texts of one mail, in `language`. */
export const mailText = (language: Language): TFunction => mails.getFixedT(language);
