import type { ProductSpec } from '../schema/catalog.ts';
import type { Glyph } from './glyphs.ts';
import type { Random } from './random.ts';

export type ProductUnit = 'pcs' | 'box' | 'roll' | 'set';

/** One sellable variant of a family, before stock, offers and dates are rolled. */
export type ProductVariant = {
  /** The title without the brand: "DS-2CD1043G2-LIU 4MP Smart Hybrid Light Bullet Camera". */
  name: string;
  model: string;
  glyph: Glyph;
  /** List price in whole rupees, already within the category's believable range. */
  rupees: number;
  unit: ProductUnit;
  size: string | null;
  color: string | null;
  specs: ProductSpec[];
  /** Selling points, shown as the description's bullet list. */
  highlights: string[];
};

/** A brand's line within one category, e.g. Hikvision IP cameras. `weight` sets how often it is drawn. */
export type ProductFamily = {
  categorySlug: string;
  brandSlug: string;
  weight: number;
  build(random: Random): ProductVariant;
};

/** A model sold as listed (door phones, locks, switches…): few enough to name one by one. */
export type ListedModel = {
  model: string;
  name: string;
  rupees: number;
  unit?: ProductUnit;
  size?: string;
  specs?: readonly (readonly [string, string])[];
};

export type ListedDetails = {
  glyph: Glyph;
  specs: ProductSpec[];
  highlights: string[];
  colors?: readonly string[];
};

/** A price near `rupees` (±jitter), rounded to a shop-like step and kept inside [min, max]. */
export function nearPrice(random: Random, rupees: number, range: readonly [number, number], jitter = 0.06, step = 50): number {
  const factor = 1 + (random.next() * 2 - 1) * jitter;
  const rounded = Math.round((rupees * factor) / step) * step;
  return Math.min(range[1], Math.max(range[0], rounded));
}

export function specs(...pairs: readonly (readonly [string, string])[]): ProductSpec[] {
  return pairs.map(([name, value]) => ({ name, value }));
}

export function warranty(years: number): readonly [string, string] {
  return ['Warranty', years === 1 ? '1 Year' : `${years} Years`];
}

/** Families for a category whose models are listed by hand; the price moves a little per listing. */
export function listedFamilies(
  categorySlug: string,
  range: readonly [number, number],
  lines: readonly { brandSlug: string; models: readonly ListedModel[] }[],
  details: (model: ListedModel, random: Random) => ListedDetails,
  categoryWeight: number,
): ProductFamily[] {
  return lines.map(({ brandSlug, models }) => ({
    categorySlug,
    brandSlug,
    weight: categoryWeight / lines.length,
    build(random) {
      const model = random.pick(models);
      const d = details(model, random);
      return {
        name: `${model.model} ${model.name}`,
        model: model.model,
        glyph: d.glyph,
        rupees: nearPrice(random, model.rupees, range),
        unit: model.unit ?? 'pcs',
        size: model.size ?? null,
        color: d.colors ? random.pick(d.colors) : null,
        specs: [...specs(...(model.specs ?? [])), ...d.specs],
        highlights: d.highlights,
      };
    },
  }));
}
