import { z } from 'zod';
import { pageParam, pagination } from '../catalog.ts';

/**
 * Why a product's stock moved (stock_movements.reason, decision 0099). 'opening' is a product's
 * first stock (when it was created, or what it held when the ledger began).
 */
export const STOCK_REASONS = ['opening', 'order', 'cancel', 'edit', 'bulk_edit', 'import'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * A product is low on stock at this many pieces or fewer unless staff set its own threshold: the
 * default of products.low_stock_at (the schema reads it from here).
 */
export const DEFAULT_LOW_STOCK_AT = 5;
export const LOW_STOCK_AT_MAX = 100_000;
export const LOW_STOCK_PER_PAGE = 50;
export const STOCK_MOVEMENTS_PER_PAGE = 50;

/** How the back office names each reason. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  opening: 'Opening stock',
  order: 'Order',
  cancel: 'Order cancelled',
  edit: 'Edited',
  bulk_edit: 'Edited in the grid',
  import: 'CSV import',
};

export const STOCK_MESSAGES = {
  notFound: 'There is no such product.',
  threshold: `The threshold must be a whole number from 0 to ${LOW_STOCK_AT_MAX.toLocaleString('en-US')}.`,
  thresholdSaved: (title: string, at: number) => `${title} is now low on stock at ${at} or fewer.`,
  thresholdUnchanged: (at: number) => `The threshold is already ${at}.`,
} as const;

/** GET /api/admin/stock/low query. */
export const lowStockQuery = z.object({ page: pageParam });
export type LowStockQueryParams = z.input<typeof lowStockQuery>;

export const lowStockRow = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  brand: z.string().nullable(),
  stock: z.number().int(),
  low_stock_at: z.number().int(),
  /** How far under its threshold: low_stock_at − stock (0: exactly at it). The list is sorted by it, most short first. */
  short_by: z.number().int(),
});
export type LowStockRow = z.infer<typeof lowStockRow>;

export const lowStockResponse = z.object({ result: z.literal('success'), products: z.array(lowStockRow), pagination });
export type LowStockResponse = z.infer<typeof lowStockResponse>;

/** POST /api/admin/stock/{productId}/threshold */
export const stockThresholdBody = z.object({
  low_stock_at: z
    .number({ error: STOCK_MESSAGES.threshold })
    .int(STOCK_MESSAGES.threshold)
    .min(0, STOCK_MESSAGES.threshold)
    .max(LOW_STOCK_AT_MAX, STOCK_MESSAGES.threshold),
});
export type StockThresholdBody = z.input<typeof stockThresholdBody>;

export const stockProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  low_stock_at: z.number().int(),
  active: z.boolean(),
  on_request: z.boolean(),
});
export type StockProduct = z.infer<typeof stockProduct>;

export const stockThresholdResponse = z.object({ result: z.literal('success'), message: z.string(), product: stockProduct });
export type StockThresholdResponse = z.infer<typeof stockThresholdResponse>;

/** GET /api/admin/stock/{productId}/movements query. */
export const stockMovementsQuery = z.object({ page: pageParam });
export type StockMovementsQueryParams = z.input<typeof stockMovementsQuery>;

export const stockMovementRow = z.object({
  id: z.number().int(),
  at: z.string(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** An order number (order, cancel), an import's id, or null. */
  reference: z.string().nullable(),
  /** The order the movement belongs to, when the reference is one. */
  order_number: z.string().nullable(),
  /** The staff member who made it; null for a customer's order or the shop itself. */
  by: z.string().nullable(),
});
export type StockMovementRow = z.infer<typeof stockMovementRow>;

export const stockMovementsResponse = z.object({
  result: z.literal('success'),
  product: stockProduct,
  /** Newest first. */
  movements: z.array(stockMovementRow),
  pagination,
  /** The sum of every movement of the product (all pages), and whether it equals the stock now. */
  ledger: z.object({ sum: z.number().int(), movements: z.number().int(), adds_up: z.boolean() }),
});
export type StockMovementsResponse = z.infer<typeof stockMovementsResponse>;
