/**
 * Why a product's stock moved (stock_movements.reason, decision 0099). 'opening' is a product's
 * first stock (when it was created, or what it held when the ledger began).
 */
export const STOCK_REASONS = ['opening', 'order', 'cancel', 'edit', 'bulk_edit', 'import'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
