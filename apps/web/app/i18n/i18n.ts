import { createInstance, type i18n, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@suraksha/domain/site-languages';
import { rememberTexts } from './remembered-texts.ts';

/**
 * One i18next instance per language, made once and never switched: the language comes from the URL,
 * so a server rendering concurrent requests in both languages never shares a changing instance.
 * Each language's messages arrive with the module that holds them (english.ts, nepali.ts): a page loads
 * only its own language's (decision 0133), the server both. They are bundled, so initialisation is
 * synchronous and the first render already has its texts.
 */
const instances = new Map<Language, i18n>();
const resources: Resource = {};

/** Makes a language's messages known to every instance, made or still to be made. */
export function addMessages(language: Language, messages: Record<string, unknown>): void {
  resources[language] = { translation: messages };
  for (const instance of instances.values()) instance.addResourceBundle(language, 'translation', messages, true, true);
}

export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { ...resources },
      initAsync: false,
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    rememberTexts(instance);
    instances.set(language, instance);
  }
  return instance;
}
