import { isStorableText } from '../text.ts';
import { type ImportField, PRODUCT_IMPORT_MESSAGES as M } from './product-import.ts';
import {
  PRODUCT_RUPEES_MAX,
  PRODUCT_SKU_MAX,
  PRODUCT_SKU_PATTERN,
  PRODUCT_STOCK_MAX,
  PRODUCT_TITLE_MAX,
  PRODUCT_UNIT_MAX,
} from './product-editor.ts';
import { SLUG_MAX, SLUG_PATTERN } from './taxonomy.ts';
import { offerPriceProblem as offerPriceRule } from '@suraksha/domain/offer-price';

/**
 * The rules a CSV row's cells must follow before they can become a product (decision 0103). They
 * mirror the database's checks on products (price ≥ 0, offer price > 0 and below the price, stock
 * ≥ 0) so a refused row is refused here with a sentence, never by a constraint mid-import. Pure:
 * the preview and the runner read rows with the same function.
 */

/** The editor's limits (product-editor.ts): a product an import makes, the editor can save again. */
const IMPORT_PRICE_MAX_PAISA = PRODUCT_RUPEES_MAX * 100;

/** What a row says about a product; a field left out (its column absent, or the cell empty) stays as it is. */
export interface ImportValues {
  sku: string;
  title?: string;
  slug?: string;
  brand?: string;
  category?: string;
  pricePaisa?: number;
  /** null: no offer price (an empty cell in a file that has the column). */
  offerPricePaisa?: number | null;
  unit?: string;
  hsCode?: string;
  stock?: number;
  active?: boolean;
  onRequest?: boolean;
  featured?: boolean;
}

/**
 * A cell as the product should have it: trimmed; Excel's ="0012" (kept as text so leading zeros
 * survive) unwrapped; the ' our export puts before a cell that starts like a formula removed.
 */
export function cellText(raw: string): string {
  let text = raw.trim();
  const excelText = /^="(.*)"$/s.exec(text);
  if (excelText) text = (excelText[1] ?? '').replace(/""/g, '"').trim();
  if (/^'[=+\-@\t\r]/.test(text)) text = text.slice(1);
  return text;
}

/** Rupees as a spreadsheet writes them (1250, 1250.5, 1,250.50, Rs 1,250) → paisa; null when it is not an amount. */
export function rupeesCellToPaisa(cell: string): number | null {
  const figure = cell.replace(/^(?:rs\.?|npr|रु\.?)\s*/i, '');
  if (!/^\d[\d,]*(?:\.\d{1,2})?$/.test(figure) || /,,|,\./.test(figure)) return null;
  const [whole = '', fraction = ''] = figure.replace(/,/g, '').split('.');
  if (whole.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** yes/no as a spreadsheet writes it; null when it is neither. */
export function yesNoCell(cell: string): boolean | null {
  const word = cell.toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

type Cells = Partial<Record<ImportField, string>>;

/**
 * Reads one row's cells (by field; a field absent: the file has no such column) into values, with
 * a problem for each cell that breaks a rule. Rules that need the database (brand exists, SKU or
 * slug taken, permissions) are the plan's (server), not these.
 */
export function readImportCells(raw: Cells): { values: ImportValues; problems: string[] } {
  const problems: string[] = [];
  const cell = (field: ImportField) => {
    const value = raw[field];
    return value === undefined ? undefined : cellText(value);
  };
  const present = (field: ImportField) => {
    const value = cell(field);
    return value === undefined || value === '' ? undefined : value;
  };
  for (const [field, value] of Object.entries(raw)) {
    if (value !== undefined && !isStorableText(value)) problems.push(M.unstorable(field));
  }
  if (problems.length > 0) return { values: { sku: cell('sku') ?? '' }, problems };

  const values: ImportValues = { sku: cell('sku') ?? '' };
  if (values.sku === '') problems.push(M.skuRequired);
  else if (values.sku.length > PRODUCT_SKU_MAX) problems.push(M.skuTooLong);
  else if (!PRODUCT_SKU_PATTERN.test(values.sku)) problems.push(M.skuPattern);

  const title = present('title');
  if (title !== undefined) {
    if (title.length > PRODUCT_TITLE_MAX) problems.push(M.titleTooLong);
    else values.title = title;
  }
  const slug = present('slug');
  if (slug !== undefined) {
    if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) problems.push(M.slug);
    else values.slug = slug;
  }
  const brand = present('brand');
  if (brand !== undefined) values.brand = brand;
  const category = present('category');
  if (category !== undefined) values.category = category;

  const price = present('price');
  if (price !== undefined) {
    const paisa = rupeesCellToPaisa(price);
    if (paisa === null) problems.push(M.price);
    else if (paisa > IMPORT_PRICE_MAX_PAISA) problems.push(M.priceTooHigh);
    else values.pricePaisa = paisa;
  }
  const offer = cell('offerPrice');
  if (offer !== undefined) {
    if (offer === '') values.offerPricePaisa = null;
    else {
      const paisa = rupeesCellToPaisa(offer);
      if (paisa === null || paisa === 0 || paisa > IMPORT_PRICE_MAX_PAISA) problems.push(M.offerPrice);
      else values.offerPricePaisa = paisa;
    }
  }
  const unit = present('unit');
  if (unit !== undefined) {
    if (unit.length > PRODUCT_UNIT_MAX) problems.push(M.unitTooLong);
    else values.unit = unit;
  }
  const hsCode = present('hsCode');
  if (hsCode !== undefined) {
    // Customs tables write 8525.89.00; the product keeps the digits.
    const digits = hsCode.replace(/[.\s]/g, '');
    if (/^\d{4,8}$/.test(digits)) values.hsCode = digits;
    else problems.push(M.hsCode);
  }
  const stock = present('stock');
  if (stock !== undefined) {
    if (!/^\d+(?:\.0+)?$/.test(stock)) problems.push(M.stock);
    else if (Number.parseInt(stock, 10) > PRODUCT_STOCK_MAX) problems.push(M.stockTooHigh);
    else values.stock = Number.parseInt(stock, 10);
  }
  for (const [field, column] of [
    ['active', 'active'],
    ['onRequest', 'on request'],
    ['featured', 'featured'],
  ] as const) {
    const flag = present(field);
    if (flag === undefined) continue;
    const answer = yesNoCell(flag);
    if (answer === null) problems.push(M.yesNo(column));
    else values[field] = answer;
  }
  return { values, problems };
}

/** The offer-price rule (domain/offer-price.ts, the grid's and the editor's too) as an import row's sentence. */
export function offerPriceProblem(pricePaisa: number, offerPricePaisa: number | null): string | null {
  const problem = offerPriceRule(pricePaisa, offerPricePaisa);
  if (problem === 'offer_needs_price') return M.offerWithoutPrice;
  return problem === 'offer_not_below_price' ? M.offerNotBelow : null;
}
