import { cloneElement, createContext, Fragment, type ReactElement, type ReactNode, useContext } from 'react';
import { DEFAULT_LANGUAGE } from '@suraksha/domain/site-languages';
import { i18nFor, type Translator } from './i18n.ts';
import { interpolate, type MessageKey, type MessageValues, type TFunction } from './translate.ts';

/**
 * The page's language for the components inside (decision 0135): the root layout gives the URL's.
 * Outside any provider (a component rendered alone in a test) the texts are English, the default.
 */
const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

export function useTranslation(): { t: TFunction } {
  const translator = useContext(TranslatorContext) ?? i18nFor(DEFAULT_LANGUAGE);
  return { t: translator.t };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A text with markup in it, e.g. `We sent a code to <strong>{{email}}</strong>.`: each `<name>…</name>`
 * becomes `components[name]` holding its words. The values are put in after the markup is read, so a
 * value can never add markup.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: MessageKey;
  values?: MessageValues;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(interpolate(text.slice(from, match.index), values));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, interpolate(inner, values)) : interpolate(whole, values));
    from = match.index + whole.length;
  }
  parts.push(interpolate(text.slice(from), values));
  return <Fragment>{parts}</Fragment>;
}
