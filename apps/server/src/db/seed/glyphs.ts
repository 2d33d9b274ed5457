import type { Palette } from './palette.ts';

/**
 * Flat drawings of what the shop sells, each in a 300×300 box. They stand in for
 * product photos in the demo: a buyer still recognises a dome from a bullet camera
 * at a glance, and nothing is downloaded or licensed.
 */
export type Glyph =
  | 'bullet-camera'
  | 'dome-camera'
  | 'turret-camera'
  | 'ptz-camera'
  | 'wifi-camera'
  | 'recorder'
  | 'hard-disk'
  | 'door-phone'
  | 'fingerprint'
  | 'card-reader'
  | 'door-lock'
  | 'alarm'
  | 'cable-roll'
  | 'power-supply'
  | 'connector'
  | 'network-switch'
  | 'kit-box'
  | 'document'
  | 'certificate'
  | 'wrench'
  | 'briefcase'
  | 'coupon-tag'
  | 'book'
  | 'shield';

const LENS = '#111827';
const SCREEN = '#1f2937';

function outline(p: Palette, width = 5): string {
  return `fill="${p.body}" stroke="${p.trim}" stroke-width="${width}"`;
}

function lens(cx: number, cy: number, r: number, p: Palette): string {
  const shine = Math.round(r / 4);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${LENS}" stroke="${p.accent}" stroke-width="6"/>` +
    `<circle cx="${cx + shine}" cy="${cy - shine}" r="${Math.max(3, shine)}" fill="#fff" opacity=".6"/>`
  );
}

const DRAW: Record<Glyph, (p: Palette) => string> = {
  'bullet-camera': (p) =>
    `<path d="M30 74Q30 48 60 48H252V74Z" fill="${p.accent}"/>` +
    `<rect x="40" y="66" width="212" height="86" rx="32" ${outline(p)}/>` +
    `<ellipse cx="250" cy="109" rx="22" ry="42" fill="${p.trim}"/>${lens(252, 109, 17, p)}` +
    `<rect x="112" y="152" width="24" height="66" fill="${p.trim}"/>` +
    `<rect x="72" y="216" width="104" height="26" rx="8" fill="${p.accent}"/>`,
  'dome-camera': (p) =>
    `<path d="M60 206A90 90 0 0 1 240 206Z" fill="${SCREEN}" opacity=".88"/>${lens(150, 168, 28, p)}` +
    `<path d="M92 176A60 60 0 0 1 124 132" stroke="#fff" stroke-width="6" fill="none" opacity=".45"/>` +
    `<rect x="40" y="200" width="220" height="38" rx="19" ${outline(p)}/>`,
  'turret-camera': (p) =>
    `<ellipse cx="150" cy="232" rx="104" ry="26" ${outline(p)}/>` +
    `<circle cx="150" cy="148" r="82" ${outline(p)}/>` +
    `<circle cx="150" cy="148" r="46" fill="${LENS}"/>${lens(150, 148, 20, p)}`,
  'ptz-camera': (p) =>
    `<rect x="20" y="18" width="32" height="74" rx="6" fill="${p.accent}"/>` +
    `<path d="M50 42H172V82" fill="none" stroke="${p.trim}" stroke-width="18" stroke-linecap="round"/>` +
    `<rect x="120" y="78" width="104" height="50" rx="14" ${outline(p)}/>` +
    `<circle cx="172" cy="182" r="72" fill="${SCREEN}"/>${lens(172, 192, 26, p)}`,
  'wifi-camera': (p) =>
    `<path d="M114 220h72l12 42h-96Z" fill="${p.trim}"/>` +
    `<rect x="80" y="80" width="140" height="142" rx="42" ${outline(p)}/>` +
    `<circle cx="150" cy="150" r="46" fill="${LENS}"/>${lens(150, 150, 20, p)}` +
    `<path d="M228 62a22 22 0 0 1 32 0M214 46a44 44 0 0 1 60 0" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`,
  recorder: (p) =>
    `<rect x="20" y="100" width="260" height="92" rx="12" ${outline(p)}/>` +
    `<rect x="20" y="100" width="260" height="22" rx="10" fill="${p.accent}"/>` +
    `<circle cx="48" cy="160" r="6" fill="#22c55e"/><circle cx="70" cy="160" r="6" fill="#22c55e"/><circle cx="92" cy="160" r="6" fill="#f59e0b"/>` +
    `<path d="M150 148h110M150 163h110M150 178h110" stroke="${p.trim}" stroke-width="4"/>` +
    `<rect x="40" y="192" width="30" height="10" fill="${p.trim}"/><rect x="230" y="192" width="30" height="10" fill="${p.trim}"/>`,
  'hard-disk': (p) =>
    `<rect x="50" y="30" width="200" height="242" rx="16" ${outline(p)}/>` +
    `<circle cx="150" cy="124" r="72" fill="${p.halo}" stroke="${p.trim}" stroke-width="4"/><circle cx="150" cy="124" r="14" fill="${p.trim}"/>` +
    `<path d="M222 244L176 150" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="70" y="218" width="84" height="30" rx="4" fill="${p.accent}"/>`,
  'door-phone': (p) =>
    `<rect x="18" y="60" width="174" height="134" rx="12" ${outline(p)}/><rect x="32" y="74" width="146" height="88" rx="4" fill="${SCREEN}"/>` +
    `<circle cx="105" cy="106" r="16" fill="${p.halo}"/><path d="M75 160a30 26 0 0 1 60 0Z" fill="${p.halo}"/>` +
    `<circle cx="80" cy="178" r="6" fill="${p.accent}"/><circle cx="130" cy="178" r="6" fill="${p.accent}"/>` +
    `<rect x="214" y="48" width="66" height="174" rx="12" ${outline(p)}/>${lens(247, 86, 12, p)}` +
    `<circle cx="247" cy="184" r="14" fill="${p.accent}"/>`,
  fingerprint: (p) =>
    `<rect x="70" y="20" width="160" height="262" rx="20" ${outline(p)}/><rect x="88" y="40" width="124" height="92" rx="6" fill="${SCREEN}"/>` +
    `<path d="M120 232a30 30 0 0 1 60 0M132 232a18 18 0 0 1 36 0M108 220a44 44 0 0 1 84 0M150 214v36" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>`,
  'card-reader': (p) =>
    `<rect x="86" y="28" width="124" height="206" rx="18" ${outline(p)}/>` +
    `<path d="M130 90a24 24 0 0 1 36 0M118 74a44 44 0 0 1 60 0" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="148" cy="200" r="8" fill="#22c55e"/>` +
    `<g transform="rotate(-14 210 214)"><rect x="150" y="172" width="124" height="80" rx="10" fill="${p.accent}"/><rect x="166" y="192" width="26" height="20" rx="3" fill="#facc15"/></g>`,
  'door-lock': (p) =>
    `<rect x="100" y="18" width="104" height="264" rx="20" ${outline(p)}/><rect x="116" y="38" width="72" height="40" rx="6" fill="${SCREEN}"/>` +
    `<path d="M124 100h8m20 0h8m20 0h8M124 124h8m20 0h8m20 0h8M124 148h8m20 0h8m20 0h8" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="56" y="188" width="124" height="24" rx="12" fill="${p.trim}"/><circle cx="152" cy="200" r="20" fill="${p.trim}"/>`,
  alarm: (p) =>
    `<path d="M150 46V22M78 80L58 60M222 80l20-20" stroke="${p.accent}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M88 210V146a62 62 0 0 1 124 0V210Z" fill="${p.accent}"/><path d="M112 150a38 38 0 0 1 30-36" stroke="#fff" stroke-width="7" fill="none" opacity=".5"/>` +
    `<rect x="66" y="204" width="168" height="32" rx="8" ${outline(p)}/>`,
  'cable-roll': (p) =>
    `<circle cx="150" cy="150" r="122" ${outline(p, 6)}/>` +
    `<circle cx="150" cy="150" r="100" fill="none" stroke="${p.accent}" stroke-width="12"/><circle cx="150" cy="150" r="84" fill="none" stroke="${p.accent}" stroke-width="12"/><circle cx="150" cy="150" r="68" fill="none" stroke="${p.accent}" stroke-width="12"/>` +
    `<circle cx="150" cy="150" r="32" fill="${p.halo}" stroke="${p.trim}" stroke-width="5"/>` +
    `<path d="M250 150C284 200 262 262 200 284" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>`,
  'power-supply': (p) =>
    `<rect x="40" y="70" width="220" height="162" rx="14" ${outline(p)}/>` +
    `<path d="M64 96v110M80 96v110M96 96v110" stroke="${p.trim}" stroke-width="5"/>` +
    `<path d="M176 92L132 160H162L150 212L204 142H170Z" fill="${p.accent}"/>`,
  connector: (p) =>
    `<rect x="124" y="176" width="52" height="106" rx="10" fill="${p.accent}"/>` +
    `<rect x="98" y="38" width="104" height="142" rx="8" fill="${p.halo}" stroke="${p.trim}" stroke-width="5"/>` +
    `<path d="M114 54v44M128 54v44M142 54v44M156 54v44M170 54v44M184 54v44" stroke="#d4a017" stroke-width="6"/>` +
    `<rect x="126" y="128" width="48" height="22" rx="4" fill="${p.trim}"/>`,
  'network-switch': (p) =>
    `<rect x="10" y="106" width="280" height="86" rx="10" ${outline(p)}/>` +
    Array.from({ length: 8 }, (_, i) => `<rect x="${30 + i * 30}" y="132" width="22" height="20" rx="2" fill="${SCREEN}"/>`).join('') +
    Array.from({ length: 8 }, (_, i) => `<circle cx="${41 + i * 30}" cy="170" r="4" fill="${i % 3 === 0 ? '#f59e0b' : '#22c55e'}"/>`).join(
      '',
    ),
  'kit-box': (p) =>
    `<path d="M40 108L150 66L260 108L150 150Z" fill="${p.halo}" stroke="${p.trim}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M40 108V224L150 268V150Z" ${outline(p)} stroke-linejoin="round"/>` +
    `<path d="M260 108V224L150 268V150Z" fill="${p.accent}" stroke="${p.trim}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M95 87L205 129V170" fill="none" stroke="#facc15" stroke-width="12"/>`,
  document: (p) =>
    `<path d="M66 26H194L238 70V276H66Z" ${outline(p)} stroke-linejoin="round"/><path d="M194 26V70H238" fill="${p.halo}" stroke="${p.trim}" stroke-width="5"/>` +
    `<path d="M92 110h120M92 140h120M92 170h120M92 200h80" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`,
  certificate: (p) =>
    `<rect x="26" y="44" width="248" height="176" rx="8" ${outline(p)}/><rect x="40" y="58" width="220" height="148" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
    `<path d="M70 100h160M70 126h120" stroke="${p.trim}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M196 196l-14 62 24-14 24 14-14-62Z" fill="${p.accent}"/><circle cx="206" cy="186" r="30" fill="#facc15" stroke="${p.accent}" stroke-width="5"/>`,
  wrench: (p) =>
    `<g transform="rotate(45 150 150)"><rect x="134" y="96" width="32" height="180" rx="14" fill="${p.accent}"/>` +
    `<circle cx="150" cy="84" r="46" fill="${p.accent}"/><rect x="136" y="30" width="28" height="54" fill="${p.background}"/></g>`,
  briefcase: (p) =>
    `<rect x="110" y="64" width="80" height="50" rx="12" fill="none" stroke="${p.trim}" stroke-width="12"/>` +
    `<rect x="36" y="102" width="228" height="152" rx="16" fill="${p.accent}"/><rect x="36" y="160" width="228" height="14" fill="${p.trim}"/><rect x="136" y="152" width="28" height="30" rx="4" fill="#facc15"/>`,
  'coupon-tag': (p) =>
    `<path d="M30 70H176L270 150L176 230H30Z" fill="${p.accent}" stroke-linejoin="round"/><circle cx="200" cy="150" r="14" fill="${p.background}"/>` +
    `<path d="M70 120l60 60M72 178l56-56" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
  book: (p) =>
    `<path d="M150 84C112 62 62 62 28 74V244C62 232 112 232 150 252Z" ${outline(p)} stroke-linejoin="round"/>` +
    `<path d="M150 84C188 62 238 62 272 74V244C238 232 188 232 150 252Z" fill="${p.halo}" stroke="${p.trim}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M56 112h64M56 140h64M180 112h64M180 140h64" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`,
  shield: (p) =>
    `<path d="M150 20L254 60V140C254 212 204 256 150 282C96 256 46 212 46 140V60Z" fill="${p.accent}"/>` +
    `<path d="M104 150l32 32 62-66" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** The drawing as an SVG fragment, placed with its top-left corner at (x, y) and scaled. */
export function drawGlyph(glyph: Glyph, palette: Palette, x: number, y: number, scale = 1): string {
  const transform = scale === 1 ? `translate(${x} ${y})` : `translate(${x} ${y}) scale(${scale})`;
  return `<g transform="${transform}">${DRAW[glyph](palette)}</g>`;
}
