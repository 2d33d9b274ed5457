import {
  type ProductCreateBody,
  type ProductEditorDetail,
  type ProductUpdateBody,
  productCreateBody,
} from '@suraksha/contracts/admin/product-editor';

/**
 * The product editor's form as it is being typed (issue #16): text as typed, photos and spec rows
 * in their order. Checked with the contract's own field rules before it is sent (the same rules the
 * server applies), so a typo is pointed out at once; the server stays the judge.
 */

export interface SpecRow {
  /** Stable across moves, so React keeps each row's inputs. */
  key: number;
  name: string;
  value: string;
}
export interface PhotoRow {
  src: string;
  alt: string;
}
export interface RelatedRow {
  id: number;
  title: string;
  sku: string;
}

export interface ProductDraft {
  title: string;
  slug: string;
  sku: string;
  brand_id: string;
  category_id: string;
  price: string;
  offer_price: string;
  on_request: boolean;
  unit: string;
  /** HS code (decision 0122); '' for none. */
  hs_code: string;
  stock: string;
  low_stock_at: string;
  color: string;
  size: string;
  summary: string;
  description: string;
  specs: SpecRow[];
  gallery: PhotoRow[];
  datasheet_url: string;
  featured: boolean;
  active: boolean;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
  related: RelatedRow[];
}

let nextKey = 0;
/** A spec row with a key no other row has. */
export const specRow = (name = '', value = ''): SpecRow => ({ key: ++nextKey, name, value });

const typed = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's first state: the product as loaded, or an empty new product (a draft until made active). */
export function draftOf(product: ProductEditorDetail | null): ProductDraft {
  return {
    title: product?.title ?? '',
    slug: product?.slug ?? '',
    sku: product?.sku ?? '',
    brand_id: typed(product?.brand?.id),
    category_id: typed(product?.category?.id),
    price: typed(product?.price),
    offer_price: typed(product?.offer_price),
    on_request: product?.on_request ?? false,
    unit: product?.unit ?? 'pcs',
    hs_code: product?.hs_code ?? '',
    stock: typed(product?.stock ?? 0),
    low_stock_at: typed(product?.low_stock_at ?? 5),
    color: product?.color ?? '',
    size: product?.size ?? '',
    summary: product?.summary ?? '',
    description: product?.description ?? '',
    specs: (product?.specs ?? []).map((s) => specRow(s.name, s.value)),
    gallery: product?.gallery.map((p) => ({ ...p })) ?? [],
    datasheet_url: product?.datasheet_url ?? '',
    featured: product?.featured ?? false,
    active: product?.active ?? false,
    seo_title: product?.seo_title ?? '',
    seo_description: product?.seo_description ?? '',
    seo_keyword: product?.seo_keyword ?? '',
    related: product?.related.map(({ id, title, sku }) => ({ id, title, sku })) ?? [],
  };
}

/** A typed whole number as a number; anything else is passed on as NaN for the rules to refuse. */
const count = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/**
 * The body the server takes. Stock goes only when `sendStock` (a role with stock.write that changed
 * it): left out, the server keeps the stock orders may be moving meanwhile.
 */
export function bodyOf(draft: ProductDraft, sendStock: boolean): ProductCreateBody {
  return {
    title: draft.title,
    slug: draft.slug,
    sku: draft.sku,
    brand_id: draft.brand_id === '' ? null : Number(draft.brand_id),
    category_id: draft.category_id === '' ? null : Number(draft.category_id),
    price: draft.price,
    offer_price: draft.offer_price,
    on_request: draft.on_request,
    unit: draft.unit,
    hs_code: draft.hs_code,
    ...(sendStock ? { stock: count(draft.stock) } : {}),
    low_stock_at: count(draft.low_stock_at),
    color: draft.color,
    size: draft.size,
    summary: draft.summary,
    description: draft.description === '<p></p>' ? '' : draft.description,
    specs: draft.specs.map(({ name, value }) => ({ name, value })),
    gallery: draft.gallery,
    datasheet_url: draft.datasheet_url,
    featured: draft.featured,
    active: draft.active,
    seo_title: draft.seo_title,
    seo_description: draft.seo_description,
    seo_keyword: draft.seo_keyword,
    related_ids: draft.related.map((r) => r.id),
  };
}

/** The edit's body: the form's product and the version it loaded. */
export function updateBodyOf(draft: ProductDraft, sendStock: boolean, updatedAt: string): ProductUpdateBody {
  return { ...bodyOf(draft, sendStock), updated_at: updatedAt };
}

/** The contract's messages for what the form holds, by field path ('gallery.0.alt'); {} when it may be sent. */
export function draftErrors(body: ProductCreateBody): Record<string, string> {
  const parsed = productCreateBody.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
