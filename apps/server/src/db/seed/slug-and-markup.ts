// Two text transforms every seed file needs: URL slugs and escaping for SVG/HTML.

/** "Hikvision DS-2CD1043G2-LIU 4MP" → "hikvision-ds-2cd1043g2-liu-4mp". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for XML (SVG) and HTML alike, attribute values included. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}
