import { useMemo } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';
import { localiseLinks } from './localise-links.ts';
import './content.css';

/**
 * The one place the shop renders HTML from the API. The server sanitizes every
 * rich-text field on the way out (apps/server/src/platform/sanitize-html.ts), so
 * `html` is already an allow-listed subset; nothing else may use dangerouslySetInnerHTML.
 * Its links to shop pages lead to them in the page's language.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const language = useLanguage();
  const localised = useMemo(() => localiseLinks(html, language), [html, language]);
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: localised }} />;
}
