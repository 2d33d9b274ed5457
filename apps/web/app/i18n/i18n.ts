import { DEFAULT_LANGUAGE, type Language } from '@suraksha/domain/site-languages';
import { type MessageTree, type TFunction, translatorOf } from './translate.ts';

/** A language's texts: what `useTranslation`, `metaText` and loaders read. */
export interface Translator {
  readonly language: Language;
  readonly t: TFunction;
}

/**
 * One translator per language, made once: the language comes from the URL, so a server rendering
 * concurrent requests in both languages never shares a changing one. Each language's messages arrive
 * with the module that holds them (english.ts, nepali.ts): a page loads only its own language's
 * (decision 0133), the server both. They are bundled, so the first render already has its texts.
 */
const trees = new Map<Language, MessageTree>();
const translators = new Map<Language, Translator & { forget: () => void }>();

/** Makes a language's messages known to every translator, made or still to be made. */
export function addMessages(language: Language, messages: MessageTree): void {
  trees.set(language, messages);
  for (const translator of translators.values()) translator.forget();
}

export function i18nFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    const fallback = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
    const { t, forget } = translatorOf(() => ({ messages: trees.get(language), fallback: fallback && trees.get(fallback) }));
    translator = { language, t, forget };
    translators.set(language, translator);
  }
  return translator;
}
