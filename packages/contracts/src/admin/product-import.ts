import { z } from 'zod';
import { formatRupees } from '@suraksha/domain/money';
import { PRODUCT_RUPEES_MAX, PRODUCT_SKU_MAX, PRODUCT_STOCK_MAX, PRODUCT_TITLE_MAX, PRODUCT_UNIT_MAX } from './product-editor.ts';
import { pageParam } from '../catalog.ts';
import { resultSuccess } from '../error-envelope.ts';
import { choiceParam } from './query-params.ts';

/**
 * CSV import of products (/api/admin/product-imports, issue #16, decision 0103): upload a file,
 * read the preview row by row (create, change field by field, unchanged, refused and why), confirm,
 * and watch it run in the background. The columns are the products export's own
 * (modules/catalog/product-export-service.ts), so export → edit in a spreadsheet → import round-trips.
 */

/** The product fields a file can set; each is one column of the export. */
export const IMPORT_FIELDS = [
  'sku',
  'title',
  'slug',
  'brand',
  'category',
  'price',
  'offerPrice',
  'unit',
  'hsCode',
  'stock',
  'active',
  'onRequest',
  'featured',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ImportColumn {
  field: ImportField;
  /** The export's header; matched case-insensitively, trimmed. */
  name: string;
  /** Other headers read as the same column. */
  aliases: readonly string[];
  required: boolean;
  meaning: string;
  format: string;
}

/** Every column the import reads, in the export's order (the README's table is this list). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'sku',
    name: 'sku',
    aliases: [],
    required: true,
    meaning: 'The stock-keeping unit: the key that matches a row to a product (a new SKU creates a product).',
    format: 'Text, at most 64 characters. Excel\'s ="0012" form is read as 0012.',
  },
  {
    field: 'title',
    name: 'title',
    aliases: ['name'],
    required: false,
    meaning: 'The product name. Needed for a new product.',
    format: 'Text, at most 200 characters; Nepali is fine.',
  },
  {
    field: 'slug',
    name: 'slug',
    aliases: [],
    required: false,
    meaning: "The product page's address. Used for a new product (made from the title when empty); an existing product keeps its own.",
    format: 'Lowercase letters, digits and single hyphens, e.g. ds-2cd1043g2-i.',
  },
  {
    field: 'brand',
    name: 'brand',
    aliases: [],
    required: false,
    meaning: 'The brand, by its name or slug; it must exist and be active.',
    format: 'Text, any case. Empty: left as it is.',
  },
  {
    field: 'category',
    name: 'category',
    aliases: [],
    required: false,
    meaning: 'The category, by its name or slug; it must exist and be active.',
    format: 'Text, any case. Empty: left as it is.',
  },
  {
    field: 'price',
    name: 'price (Rs)',
    aliases: ['price'],
    required: false,
    meaning: 'The list price in rupees; 0 shows a Quote button instead of a price. Needs the permission to change prices.',
    format: 'A number ≥ 0 with at most two decimals: 1250, 1250.50 or 1,250.50. Empty: left as it is.',
  },
  {
    field: 'offerPrice',
    name: 'offer price (Rs)',
    aliases: ['offer price'],
    required: false,
    meaning: 'The sale price in rupees, below the price. Needs the permission to change prices.',
    format: 'A number > 0 with at most two decimals, below the price. Empty: no offer price.',
  },
  {
    field: 'unit',
    name: 'unit',
    aliases: [],
    required: false,
    meaning: 'What one piece is: pcs, set, box, metre…',
    format: 'Text, at most 20 characters. Empty: left as it is (pcs for a new product).',
  },
  {
    field: 'hsCode',
    name: 'hs code',
    aliases: ['hs', 'hs_code'],
    required: false,
    meaning: 'The customs (Harmonized System) code; the tax invoice prints its first 4 digits (decision 0122).',
    format: '4 to 8 digits, dots and spaces ignored: 85258900 or 8525.89.00. Empty: left as it is.',
  },
  {
    field: 'stock',
    name: 'stock',
    aliases: [],
    required: false,
    meaning: 'Pieces on the shelf; the change is recorded in the stock history as an import. Needs the permission to change stock.',
    format: 'A whole number ≥ 0. Empty: left as it is (0 for a new product).',
  },
  {
    field: 'active',
    name: 'active',
    aliases: [],
    required: false,
    meaning: 'Whether the product is on the storefront.',
    format: 'yes or no (also true/false, 1/0). Empty: left as it is (yes for a new product).',
  },
  {
    field: 'onRequest',
    name: 'on request',
    aliases: [],
    required: false,
    meaning: 'Sold on request (a quote) rather than from the shelf.',
    format: 'yes or no. Empty: left as it is (no for a new product).',
  },
  {
    field: 'featured',
    name: 'featured',
    aliases: [],
    required: false,
    meaning: 'Shown among the featured products.',
    format: 'yes or no. Empty: left as it is (no for a new product).',
  },
];

/** Columns of the export the import recognises and leaves alone: they describe a product, nobody sets them. */
export const IMPORT_READ_ONLY_COLUMNS = ['id', 'created (Nepal time)', 'updated (Nepal time)'] as const;

/** The largest file accepted: 20,000 products take about 2 MB, so this leaves room for long titles. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_ROWS_PER_PAGE = 50;

export const IMPORT_ROW_KINDS = ['create', 'change', 'unchanged', 'refused'] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];
export const IMPORT_ROW_KIND_LABELS: Record<ImportRowKind, string> = {
  create: 'New',
  change: 'Changed',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

export const IMPORT_STATUSES = ['preview', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the preview and the import say about a field, by its column's name. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.field, c.name])) as Record<
  ImportField,
  string
>;

export const PRODUCT_IMPORT_MESSAGES = {
  notFound: 'There is no such import.',
  noFile: 'Choose a CSV file to import.',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`,
  notCsv: 'This is not a CSV file. In Excel choose File → Save As → "CSV UTF-8 (Comma delimited)".',
  workbook: 'This is a spreadsheet workbook, not a CSV file. In Excel choose File → Save As → "CSV UTF-8 (Comma delimited)".',
  notUtf8: 'The file is not UTF-8 text. In Excel choose File → Save As → "CSV UTF-8 (Comma delimited)" so Nepali text survives.',
  unreadable: (row: number, why: string) => `The file cannot be read as CSV near row ${row}: ${why}`,
  empty: 'The file has no header row.',
  noRows: 'The file has a header row but no products under it.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows: split it into smaller files.`,
  noSkuColumn: 'The file has no "sku" column: every row needs its SKU, which says which product it is (see the export\'s first columns).',
  duplicateColumn: (name: string) => `The column "${name}" appears twice: keep one.`,
  notPreview: 'This import has already been confirmed.',
  confirmedByOther: 'Only the person who uploaded this file can confirm it: upload it yourself to see the preview for your role.',
  failed: (lastRow: number) =>
    `The import stopped: the rows after row ${lastRow} failed again and again (the details are in the server's log). The rows up to row ${lastRow} are imported; fix the file and import the rest again.`,
  confirmed: (rows: number) => `The import has started: ${rows.toLocaleString('en')} rows are being worked through.`,
  previewed: (rows: number) => `${rows.toLocaleString('en')} rows read. Check the preview, then confirm.`,
  // Row problems: each names its column.
  skuRequired: 'sku: every row needs a SKU.',
  skuTooLong: `sku: at most ${PRODUCT_SKU_MAX} characters.`,
  skuPattern: 'sku: letters, digits, dots, dashes, underscores or slashes, without spaces (e.g. DS-2CD1043G2-I).',
  duplicateSku: (row: number) => `sku: the same SKU is already on row ${row}; only that row is imported.`,
  titleRequired: 'title: a new product needs a title.',
  titleTooLong: `title: at most ${PRODUCT_TITLE_MAX} characters.`,
  unstorable: (column: string) => `${column}: holds characters that cannot be stored (control characters).`,
  slug: 'slug: use lowercase letters, digits and single hyphens, e.g. ds-2cd1043g2-i.',
  slugTaken: (slug: string) => `slug: another product already uses "${slug}".`,
  slugInFile: (slug: string, row: number) => `slug: "${slug}" is already used on row ${row}.`,
  slugFromTitle: 'slug: could not make one from the title; please give one.',
  slugLocked: "slug: an existing product's address changes in the product editor (which keeps the old address working), not by import.",
  unknownBrand: (name: string) => `brand: there is no brand "${name}" (by name or slug).`,
  inactiveBrand: (name: string) => `brand: ${name} is inactive; activate it first or choose another.`,
  unknownCategory: (name: string) => `category: there is no category "${name}" (by name or slug).`,
  ambiguousCategory: (name: string) => `category: several categories are called "${name}"; use the slug instead.`,
  inactiveCategory: (name: string) => `category: ${name} is inactive; activate it first or choose another.`,
  price: 'price (Rs): a number of rupees, 0 or more, with at most two decimals (e.g. 1250.50).',
  priceTooHigh: `price (Rs): at most ${formatRupees(PRODUCT_RUPEES_MAX)}.`,
  offerPrice: 'offer price (Rs): a number of rupees above 0 with at most two decimals, or empty for none.',
  offerNotBelow: 'offer price (Rs): must be below the price.',
  offerWithoutPrice: 'offer price (Rs): a product without a price (0: Quote) cannot have an offer price.',
  stock: 'stock: a whole number, 0 or more.',
  stockTooHigh: `stock: at most ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}.`,
  hsCode: 'hs code: 4 to 8 digits, e.g. 85258900.',
  unitTooLong: `unit: at most ${PRODUCT_UNIT_MAX} characters.`,
  yesNo: (column: string) => `${column}: write yes or no.`,
  noPricePermission: (column: string) => `${column}: your role may not change prices; leave the column out or keep the current price.`,
  noStockPermission: 'stock: your role may not change stock; leave the column out or keep the current stock.',
} as const;

const counts = z.object({
  create: z.number().int(),
  change: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});

/** An import as the back office sees it: its file, the preview's counts and, once confirmed, its progress. */
export const productImport = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  bytes: z.number().int(),
  rows: z.number().int(),
  unknownColumns: z.array(z.string()),
  ignoredColumns: z.array(z.string()),
  preview: counts,
  /** Rows the runner has worked through, and what they came to (the database may have moved since the preview). */
  processed: z.number().int(),
  result: z.object({ created: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  /** Whether the signed-in staff member may confirm it (the uploader, while it is a preview). */
  canConfirm: z.boolean(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImport>;

export const productImportResponse = z.object({ result: resultSuccess, import: productImport });
export type ProductImportResponse = z.infer<typeof productImportResponse>;

export const productImportWriteResponse = z.object({ result: resultSuccess, message: z.string(), import: productImport });
export type ProductImportWriteResponse = z.infer<typeof productImportWriteResponse>;

export const importChange = z.object({ field: z.enum(IMPORT_FIELDS), before: z.string().nullable(), after: z.string().nullable() });
export type ImportChange = z.infer<typeof importChange>;

export const productImportRow = z.object({
  row: z.number().int(),
  sku: z.string(),
  title: z.string().nullable(),
  kind: z.enum(IMPORT_ROW_KINDS),
  changes: z.array(importChange),
  problems: z.array(z.string()),
  /** What the runner did with it (null until then). */
  outcome: z.enum(IMPORT_ROW_KINDS).nullable(),
});
export type ProductImportRow = z.infer<typeof productImportRow>;

export const productImportRowsQuery = z.object({
  kind: choiceParam(IMPORT_ROW_KINDS, 'kind of row'),
  page: pageParam,
});
export type ProductImportRowsQuery = z.input<typeof productImportRowsQuery>;

export const productImportRowsResponse = z.object({
  result: resultSuccess,
  rows: z.array(productImportRow),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type ProductImportRowsResponse = z.infer<typeof productImportRowsResponse>;
