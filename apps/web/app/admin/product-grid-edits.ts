import {
  GRID_FIELDS,
  type GridField,
  type GridValues,
  PRODUCT_LIST_MESSAGES,
  PRODUCT_RUPEES_MAX,
  PRODUCT_STOCK_MAX,
  type ProductBulkBody,
  type ProductListRow,
} from '@suraksha/contracts/admin/product-list';

/**
 * The grid's edits (issue #16), kept apart from the screen so they can be tested alone: what staff
 * typed per cell, which cells differ from the values they saw, and the ONE call that saves them.
 */

/** What staff typed (number cells keep the text, so "12." stays while typing) or ticked. */
export type CellInput = string | boolean;
export type RowEdits = Partial<Record<GridField, CellInput>>;
export type GridEdits = ReadonlyMap<number, RowEdits>;

export type ParsedCell = { ok: true; value: GridValues[GridField] } | { ok: false; message: string };

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** A cell's input as the value it stands for, or why it is not one (the server's own messages). */
export function parseCell(field: GridField, input: CellInput): ParsedCell {
  if (field === 'active')
    return typeof input === 'boolean' ? { ok: true, value: input } : { ok: false, message: PRODUCT_LIST_MESSAGES.active };
  const text = String(input).trim().replaceAll(',', '');
  if (field === 'offer_price') {
    if (text === '') return { ok: true, value: null };
    const n = Number(text);
    return TWO_DECIMALS.test(text) && n > 0 && n <= PRODUCT_RUPEES_MAX
      ? { ok: true, value: n }
      : { ok: false, message: PRODUCT_LIST_MESSAGES.offerPrice };
  }
  if (field === 'price') {
    const n = Number(text);
    return text !== '' && TWO_DECIMALS.test(text) && n <= PRODUCT_RUPEES_MAX
      ? { ok: true, value: n }
      : { ok: false, message: PRODUCT_LIST_MESSAGES.price };
  }
  const n = Number(text);
  return /^\d+$/.test(text) && n <= PRODUCT_STOCK_MAX ? { ok: true, value: n } : { ok: false, message: PRODUCT_LIST_MESSAGES.stock };
}

/** How a value shows in its cell before any edit: rupees as typed (no grouping), no offer as empty. */
export function cellText(field: GridField, value: GridValues[GridField]): CellInput {
  if (field === 'active') return value as boolean;
  return value === null ? '' : String(value);
}

/** A row's grid values. */
export const valuesOfRow = (row: Pick<ProductListRow, GridField>): GridValues => ({
  price: row.price,
  offer_price: row.offer_price,
  stock: row.stock,
  active: row.active,
});

export interface CellState {
  input: CellInput;
  /** Typed and different from what the row held. */
  dirty: boolean;
  /** Why the input cannot be saved, when it cannot. */
  error: string | null;
}

/** A cell as it stands: its input (the edit, else the row's value), whether it changed, and whether it is valid. */
export function cellState(row: Pick<ProductListRow, 'id' | GridField>, field: GridField, edits: GridEdits): CellState {
  const edited = edits.get(row.id)?.[field];
  if (edited === undefined) return { input: cellText(field, row[field]), dirty: false, error: null };
  const parsed = parseCell(field, edited);
  if (!parsed.ok) return { input: edited, dirty: true, error: parsed.message };
  return { input: edited, dirty: parsed.value !== row[field], error: null };
}

/** The edits after staff typed `input` in a cell (back to the row's own value: the cell is clean again). */
export function withEdit(edits: GridEdits, id: number, field: GridField, input: CellInput): Map<number, RowEdits> {
  const next = new Map(edits);
  next.set(id, { ...next.get(id), [field]: input });
  return next;
}

export interface GridSummary {
  /** The rows to send: changed cells only, each with what staff saw. */
  body: ProductBulkBody;
  /** How many cells changed. */
  changes: number;
  /** How many typed cells cannot be saved. */
  invalid: number;
}

/** The one call that saves the grid: every row with a changed, valid cell; and how many cells are not valid. */
export function gridSummary(rows: readonly Pick<ProductListRow, 'id' | GridField>[], edits: GridEdits): GridSummary {
  const body: ProductBulkBody = { rows: [] };
  let changes = 0;
  let invalid = 0;
  for (const row of rows) {
    if (!edits.has(row.id)) continue;
    const sent: ProductBulkBody['rows'][number] = { id: row.id };
    for (const field of GRID_FIELDS) {
      const cell = cellState(row, field, edits);
      if (cell.error) invalid++;
      else if (cell.dirty) {
        const parsed = parseCell(field, cell.input);
        if (parsed.ok) {
          (sent as Record<string, unknown>)[field] = { from: row[field], to: parsed.value };
          changes++;
        }
      }
    }
    if (Object.keys(sent).length > 1) body.rows.push(sent);
  }
  return { body, changes, invalid };
}
