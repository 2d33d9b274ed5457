/**
 * Colours for the generated artwork. Each brand has a hue; everything drawn for it
 * (logo, product tiles) is a tint or shade of that hue so a listing looks coherent.
 * Hex rather than hsl() because not every SVG renderer (librsvg, some e-mail clients) reads hsl().
 */
export type Palette = {
  /** Page background of the tile. */
  background: string;
  /** The soft disc behind the drawing. */
  halo: string;
  /** The product's housing. */
  body: string;
  /** Outlines and mounts. */
  trim: string;
  /** Brand colour for details. */
  accent: string;
  /** Text. */
  ink: string;
};

export type Finish = 'White' | 'Black';

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function paletteFor(hue: number, finish: Finish = 'White'): Palette {
  const dark = finish === 'Black';
  return {
    background: hslToHex(hue, 45, 97),
    halo: hslToHex(hue, 50, 90),
    body: dark ? '#2b3038' : '#f8fafc',
    trim: dark ? '#111827' : '#94a3b8',
    accent: hslToHex(hue, 62, 45),
    ink: hslToHex(hue, 40, 22),
  };
}
