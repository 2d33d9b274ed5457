import { type ImportValues, offerPriceProblem } from '@suraksha/contracts/admin/product-import-cells';
import { type ImportChange, type ImportField, PRODUCT_IMPORT_MESSAGES as M } from '@suraksha/contracts/admin/product-import';
import { slugFromTitle } from '@suraksha/contracts/admin/taxonomy';
import { paisaAsFigure } from '@suraksha/domain/money';

/**
 * What one row of an import does to the catalogue, given the product its SKU names (if any), the
 * brands and categories, and what the importer may change (decision 0103). Pure: the preview asks it
 * to show the row, the runner asks it again against the database of the moment, so a product that
 * changed between the two is written as it is then, and a row applied twice changes nothing.
 */

/** The product fields an import writes. */
export interface ProductFields {
  title: string;
  slug: string;
  brandId: number | null;
  categoryId: number | null;
  pricePaisa: number;
  offerPricePaisa: number | null;
  unit: string;
  hsCode: string | null;
  stock: number;
  active: boolean;
  onRequest: boolean;
  featured: boolean;
}

export interface ProductNow extends ProductFields {
  id: number;
  sku: string;
}

export interface TaxonomyEntry {
  id: number;
  title: string;
  slug: string;
  active: boolean;
}

export type Plan =
  | { kind: 'refused'; problems: string[] }
  | { kind: 'unchanged'; productId: number }
  | { kind: 'change'; productId: number; set: Partial<ProductFields>; changes: ImportChange[] }
  | { kind: 'create'; product: ProductFields & { sku: string }; changes: ImportChange[] };

export interface PlanContext {
  brands: TaxonomyIndex;
  categories: TaxonomyIndex;
  /** What the importer's role allows. */
  may: { prices: boolean; stock: boolean };
  /** Whether a new product may take this slug (no product has it, no earlier row claimed it). */
  slugFree(slug: string): boolean;
}

/** Brands or categories found by slug or name, any case. */
export class TaxonomyIndex {
  private readonly bySlug = new Map<string, TaxonomyEntry>();
  private readonly byTitle = new Map<string, TaxonomyEntry[]>();
  private readonly byId = new Map<number, TaxonomyEntry>();
  constructor(entries: readonly TaxonomyEntry[]) {
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      this.bySlug.set(entry.slug.toLowerCase(), entry);
      const key = entry.title.trim().toLowerCase();
      this.byTitle.set(key, [...(this.byTitle.get(key) ?? []), entry]);
    }
  }
  /** The one entry a cell names, or why it names none ('unknown' / 'ambiguous'). */
  find(name: string): TaxonomyEntry | 'unknown' | 'ambiguous' {
    const key = name.trim().toLowerCase();
    const bySlug = this.bySlug.get(key);
    if (bySlug) return bySlug;
    const byTitle = this.byTitle.get(key) ?? [];
    if (byTitle.length === 1 && byTitle[0]) return byTitle[0];
    return byTitle.length > 1 ? 'ambiguous' : 'unknown';
  }
  titleOf(id: number | null): string | null {
    return id === null ? null : (this.byId.get(id)?.title ?? null);
  }
}

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const money = (paisa: number | null) => (paisa === null ? null : paisaAsFigure(paisa));

/** Resolves a brand or category cell; `keep` is the product's current one (inactive is fine when it stays). */
function resolve(
  index: TaxonomyIndex,
  name: string,
  keep: number | null,
  messages: { unknown: (n: string) => string; inactive: (n: string) => string; ambiguous: (n: string) => string },
  problems: string[],
): number | null {
  const found = index.find(name);
  if (found === 'unknown') problems.push(messages.unknown(name));
  else if (found === 'ambiguous') problems.push(messages.ambiguous(name));
  else if (!found.active && found.id !== keep) problems.push(messages.inactive(found.title));
  else return found.id;
  return keep;
}

const BRAND = { unknown: M.unknownBrand, inactive: M.inactiveBrand, ambiguous: M.unknownBrand };
const CATEGORY = { unknown: M.unknownCategory, inactive: M.inactiveCategory, ambiguous: M.ambiguousCategory };

/** The slug a new product gets: the row's own, else one made from the title (with the SKU added when that one is taken). */
function newSlug(values: ImportValues, title: string, ctx: PlanContext, problems: string[]): string {
  if (values.slug !== undefined) {
    if (!ctx.slugFree(values.slug)) problems.push(M.slugTaken(values.slug));
    return values.slug;
  }
  const made = slugFromTitle(title);
  if (made === '') {
    problems.push(M.slugFromTitle);
    return '';
  }
  if (ctx.slugFree(made)) return made;
  const withSku = slugFromTitle(`${made} ${values.sku}`);
  if (withSku !== made && ctx.slugFree(withSku)) return withSku;
  problems.push(M.slugTaken(made));
  return made;
}

/** The candidate slugs a new product of this row may take (for one query of those already taken). */
export function slugCandidates(values: ImportValues): string[] {
  if (values.slug !== undefined) return [values.slug];
  if (values.title === undefined) return [];
  const made = slugFromTitle(values.title);
  return made === '' ? [] : [made, slugFromTitle(`${made} ${values.sku}`)];
}

function display(field: ImportField, fields: Partial<ProductFields>, ctx: PlanContext): string | null {
  switch (field) {
    case 'brand':
      return ctx.brands.titleOf(fields.brandId ?? null);
    case 'category':
      return ctx.categories.titleOf(fields.categoryId ?? null);
    case 'price':
      return money(fields.pricePaisa ?? null);
    case 'offerPrice':
      return money(fields.offerPricePaisa ?? null);
    case 'stock':
      return fields.stock === undefined ? null : String(fields.stock);
    case 'active':
    case 'onRequest':
    case 'featured':
      return fields[field] === undefined ? null : yesNo(fields[field]);
    case 'sku':
      return null;
    default:
      return fields[field] ?? null;
  }
}

const FIELD_OF: Record<keyof ProductFields, ImportField> = {
  title: 'title',
  slug: 'slug',
  brandId: 'brand',
  categoryId: 'category',
  pricePaisa: 'price',
  offerPricePaisa: 'offerPrice',
  unit: 'unit',
  hsCode: 'hsCode',
  stock: 'stock',
  active: 'active',
  onRequest: 'onRequest',
  featured: 'featured',
};

function planCreate(values: ImportValues, ctx: PlanContext): Plan {
  const problems: string[] = [];
  if (values.title === undefined) problems.push(M.titleRequired);
  const title = values.title ?? '';
  const slug = values.title === undefined ? '' : newSlug(values, title, ctx, problems);
  const brandId = values.brand === undefined ? null : resolve(ctx.brands, values.brand, null, BRAND, problems);
  const categoryId = values.category === undefined ? null : resolve(ctx.categories, values.category, null, CATEGORY, problems);
  const pricePaisa = values.pricePaisa ?? 0;
  const offerPricePaisa = values.offerPricePaisa ?? null;
  if (!ctx.may.prices && pricePaisa !== 0) problems.push(M.noPricePermission('price (Rs)'));
  if (!ctx.may.prices && offerPricePaisa !== null) problems.push(M.noPricePermission('offer price (Rs)'));
  const offerProblem = offerPriceProblem(pricePaisa, offerPricePaisa);
  if (offerProblem) problems.push(offerProblem);
  const stock = values.stock ?? 0;
  if (!ctx.may.stock && stock !== 0) problems.push(M.noStockPermission);
  if (problems.length > 0) return { kind: 'refused', problems };
  const product = {
    sku: values.sku,
    title,
    slug,
    brandId,
    categoryId,
    pricePaisa,
    offerPricePaisa,
    unit: values.unit ?? 'pcs',
    hsCode: values.hsCode ?? null,
    stock,
    active: values.active ?? true,
    onRequest: values.onRequest ?? false,
    featured: values.featured ?? false,
  };
  const changes = (Object.keys(FIELD_OF) as (keyof ProductFields)[]).map((key) => ({
    field: FIELD_OF[key],
    before: null,
    after: display(FIELD_OF[key], product, ctx),
  }));
  return { kind: 'create', product, changes };
}

function planChange(values: ImportValues, now: ProductNow, ctx: PlanContext): Plan {
  const problems: string[] = [];
  const wanted: Partial<ProductFields> = {};
  if (values.title !== undefined) wanted.title = values.title;
  if (values.slug !== undefined && values.slug !== now.slug) problems.push(M.slugLocked);
  if (values.brand !== undefined) wanted.brandId = resolve(ctx.brands, values.brand, now.brandId, BRAND, problems);
  if (values.category !== undefined) wanted.categoryId = resolve(ctx.categories, values.category, now.categoryId, CATEGORY, problems);
  if (values.pricePaisa !== undefined) wanted.pricePaisa = values.pricePaisa;
  if (values.offerPricePaisa !== undefined) wanted.offerPricePaisa = values.offerPricePaisa;
  if (values.unit !== undefined) wanted.unit = values.unit;
  if (values.hsCode !== undefined) wanted.hsCode = values.hsCode;
  if (values.stock !== undefined) wanted.stock = values.stock;
  if (values.active !== undefined) wanted.active = values.active;
  if (values.onRequest !== undefined) wanted.onRequest = values.onRequest;
  if (values.featured !== undefined) wanted.featured = values.featured;

  const set: Partial<ProductFields> = {};
  for (const key of Object.keys(wanted) as (keyof ProductFields)[]) {
    if (wanted[key] !== now[key]) Object.assign(set, { [key]: wanted[key] });
  }
  if (!ctx.may.prices && set.pricePaisa !== undefined) problems.push(M.noPricePermission('price (Rs)'));
  if (!ctx.may.prices && set.offerPricePaisa !== undefined) problems.push(M.noPricePermission('offer price (Rs)'));
  if (set.pricePaisa !== undefined || set.offerPricePaisa !== undefined) {
    const offerProblem = offerPriceProblem(
      set.pricePaisa ?? now.pricePaisa,
      set.offerPricePaisa === undefined ? now.offerPricePaisa : set.offerPricePaisa,
    );
    if (offerProblem) problems.push(offerProblem);
  }
  if (!ctx.may.stock && set.stock !== undefined) problems.push(M.noStockPermission);
  if (problems.length > 0) return { kind: 'refused', problems };
  const keys = Object.keys(set) as (keyof ProductFields)[];
  if (keys.length === 0) return { kind: 'unchanged', productId: now.id };
  const changes = keys.map((key) => ({
    field: FIELD_OF[key],
    before: display(FIELD_OF[key], now, ctx),
    after: display(FIELD_OF[key], set, ctx),
  }));
  return { kind: 'change', productId: now.id, set, changes };
}

/** What a row (already read by readImportCells, without problems) does to the catalogue. */
export function planRow(values: ImportValues, now: ProductNow | undefined, ctx: PlanContext): Plan {
  return now ? planChange(values, now, ctx) : planCreate(values, ctx);
}
