import './content.css';

/**
 * The one place the shop renders HTML from the API. The server sanitizes every
 * rich-text field on the way out (apps/server/src/platform/sanitize-html.ts), so
 * `html` is already an allow-listed subset; nothing else may use dangerouslySetInnerHTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
