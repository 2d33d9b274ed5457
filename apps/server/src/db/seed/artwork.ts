import { drawGlyph, type Glyph } from './glyphs.ts';
import { type Finish, paletteFor } from './palette.ts';
import { escapeMarkup } from './slug-and-markup.ts';

/**
 * The demo shop's pictures, drawn as small SVG files: product tiles, brand
 * wordmarks, category tiles, article banners and coupon tickets. Every text is
 * escaped, every file states width, height and viewBox, and each stays under 3 KB
 * so a listing of 24 products costs less than one photo.
 */

const FONT = 'font-family="Arial,Helvetica,sans-serif"';

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function clip(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/** Greedy word wrap; the last line is clipped with an ellipsis when the text is longer. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      lines.push(clip(`${line} ${words.slice(i).join(' ')}`, maxChars));
      return lines;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(clip(line, maxChars));
  return lines;
}

function textBlock(lines: readonly string[], x: number, y: number, lineHeight: number, attrs: string): string {
  const spans = lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeMarkup(line)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" ${FONT} ${attrs}>${spans}</text>`;
}

/** Font size that keeps a one-line text within `width` pixels (Arial averages ~0.6 em per character). */
function fittingSize(text: string, width: number, max: number): number {
  return Math.max(12, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.6))));
}

/** Product artwork is a square of this many units; its resolution badge (4MP, 5MP) sits top-right. */
export const PRODUCT_ARTWORK_SIZE = 600;
/** Where the badge is drawn, in artwork units: cards keep their buttons off it (issue #14). */
export const PRODUCT_BADGE_BOX = { x: 452, y: 30, width: 118, height: 46 } as const;

export function productArtwork(art: {
  glyph: Glyph;
  hue: number;
  finish?: Finish;
  brand: string;
  model: string;
  badge?: string | null;
}): string {
  const p = paletteFor(art.hue, art.finish);
  const b = PRODUCT_BADGE_BOX;
  const badge = art.badge
    ? `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="${b.height / 2}" fill="${p.accent}"/>` +
      `<text x="${b.x + b.width / 2}" y="${b.y + 31}" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#fff">${escapeMarkup(clip(art.badge, 8))}</text>`
    : '';
  const model = clip(art.model, 34);
  return svg(
    PRODUCT_ARTWORK_SIZE,
    PRODUCT_ARTWORK_SIZE,
    `<rect width="600" height="600" fill="${p.background}"/><circle cx="300" cy="255" r="192" fill="${p.halo}"/>` +
      drawGlyph(art.glyph, p, 150, 105) +
      badge +
      `<text x="300" y="505" text-anchor="middle" ${FONT} font-size="${fittingSize(art.brand, 520, 38)}" font-weight="700" fill="${p.ink}">${escapeMarkup(art.brand)}</text>` +
      `<text x="300" y="550" text-anchor="middle" ${FONT} font-size="${fittingSize(model, 520, 26)}" fill="${p.ink}" opacity=".8">${escapeMarkup(model)}</text>`,
  );
}

export function brandLogo(brand: { title: string; hue: number }): string {
  const p = paletteFor(brand.hue);
  // Long two-word names ("Suraksha Essentials") read better on two lines than shrunk on one.
  const lines =
    brand.title.length > 12 && brand.title.includes(' ') ? wrapWords(brand.title, Math.ceil(brand.title.length / 2) + 2, 2) : [brand.title];
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = fittingSize(longest, 186, lines.length > 1 ? 28 : 34);
  const firstBaseline = lines.length > 1 ? 60 - size * 0.45 : 60 + size * 0.35;
  return svg(
    300,
    120,
    `<rect x="2" y="2" width="296" height="116" rx="14" fill="#fff" stroke="${p.halo}" stroke-width="3"/>` +
      drawGlyph('shield', p, 18, 25, 0.23) +
      textBlock(lines, 98, Math.round(firstBaseline), Math.round(size * 1.15), `font-size="${size}" font-weight="700" fill="${p.ink}"`),
  );
}

export function categoryArtwork(category: { title: string; glyph: Glyph; hue: number }): string {
  const p = paletteFor(category.hue);
  const lines = wrapWords(category.title, 22, 2);
  return svg(
    400,
    400,
    `<rect width="400" height="400" rx="24" fill="${p.background}"/><circle cx="200" cy="170" r="132" fill="${p.halo}"/>` +
      drawGlyph(category.glyph, p, 92, 62, 0.72) +
      textBlock(lines, 200, lines.length > 1 ? 334 : 350, 32, `text-anchor="middle" font-size="28" font-weight="700" fill="${p.ink}"`),
  );
}

/** 800×450 cover for blogs, trainings, services, packages, catalogues, certificates and careers. */
export function bannerArtwork(banner: { title: string; eyebrow: string; glyph: Glyph; hue: number }): string {
  const p = paletteFor(banner.hue);
  const lines = wrapWords(banner.title, 20, 4);
  return svg(
    800,
    450,
    `<rect width="800" height="450" fill="${p.background}"/><circle cx="600" cy="225" r="180" fill="${p.halo}"/>` +
      `<rect x="48" y="52" width="8" height="346" rx="4" fill="${p.accent}"/>` +
      `<text x="80" y="96" ${FONT} font-size="20" font-weight="700" letter-spacing="3" fill="${p.accent}">${escapeMarkup(banner.eyebrow.toUpperCase())}</text>` +
      textBlock(lines, 80, 156, 50, `font-size="40" font-weight="700" fill="${p.ink}"`) +
      drawGlyph(banner.glyph, p, 462, 87, 0.92),
  );
}

export function couponArtwork(coupon: { title: string; code: string; offer: string; hue: number }): string {
  const p = paletteFor(coupon.hue);
  const notch = p.background;
  return svg(
    600,
    300,
    `<rect width="600" height="300" fill="${notch}"/><rect x="20" y="20" width="560" height="260" rx="18" fill="${p.accent}"/>` +
      `<circle cx="420" cy="20" r="18" fill="${notch}"/><circle cx="420" cy="280" r="18" fill="${notch}"/>` +
      `<path d="M420 48V252" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity=".7"/>` +
      `<text x="56" y="118" ${FONT} font-size="${fittingSize(coupon.offer, 340, 60)}" font-weight="700" fill="#fff">${escapeMarkup(coupon.offer)}</text>` +
      textBlock(wrapWords(coupon.title, 26, 2), 56, 168, 30, 'font-size="24" fill="#fff"') +
      `<rect x="52" y="214" width="300" height="44" rx="8" fill="#fff"/>` +
      `<text x="202" y="245" text-anchor="middle" ${FONT} font-size="${fittingSize(coupon.code, 280, 24)}" font-weight="700" letter-spacing="1" fill="${p.ink}">${escapeMarkup(coupon.code)}</text>` +
      `<text x="500" y="150" text-anchor="middle" ${FONT} font-size="26" font-weight="700" letter-spacing="4" fill="#fff" transform="rotate(-90 500 150)">COUPON</text>`,
  );
}
