import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@suraksha/domain/site-languages';
import { MESSAGES } from './messages.ts';
import { rememberPlainTexts } from './remembered-texts.ts';

/**
 * One i18next instance per language, made once and never switched: the language comes from the URL,
 * so a server rendering concurrent requests in both languages never shares a changing instance.
 * Resources are bundled, so initialisation is synchronous and the first render already has its texts.
 */
const instances = new Map<Language, i18n>();

export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { en: { translation: MESSAGES.en }, ne: { translation: MESSAGES.ne } },
      initAsync: false,
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    rememberPlainTexts(instance);
    instances.set(language, instance);
  }
  return instance;
}
