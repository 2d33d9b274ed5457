import {
  type GridField,
  type ProductBulkResult,
  type ProductListRow,
  type ProductListSort,
  STOCK_LEVEL_LABELS,
} from '@suraksha/contracts/admin/product-list';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { FlexRender, createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import { AdminSortableTableHead } from './admin-table-rows.tsx';
import { type CellInput, type GridEdits, cellState } from './product-grid-edits.ts';
import { type ProductSortColumn, nextProductSort, productSortOf } from './products-url.ts';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ProductListRow>();

const SORTABLE: Partial<Record<string, ProductSortColumn>> = { title: 'title', price: 'price', stock: 'stock', updated_at: 'updated' };

/** Out, low or in stock against the product's own threshold. */
function stockLevel(row: Pick<ProductListRow, 'stock' | 'low_stock_at'>): 'out' | 'low' | 'in' {
  if (row.stock === 0) return 'out';
  return row.stock <= row.low_stock_at ? 'low' : 'in';
}
const LEVEL_TONE = { out: 'text-bg-danger', low: 'text-bg-warning', in: 'text-bg-light' } as const;

export interface GridEditing {
  edits: GridEdits;
  /** The fields this role may change (the others are shown, disabled). */
  editable: ReadonlySet<GridField>;
  onEdit: (id: number, field: GridField, input: CellInput) => void;
}

const LABELS: Record<GridField, string> = { price: 'Price', offer_price: 'Offer price', stock: 'Stock', active: 'Active' };

/** One editable cell: a rupee or stock input, or the active switch; marked when changed, and when it cannot be saved. */
function GridCell({ row, field, editing }: { row: ProductListRow; field: GridField; editing: GridEditing }) {
  const cell = cellState(row, field, editing.edits);
  const label = `${LABELS[field]} of ${row.title}`;
  const disabled = !editing.editable.has(field);
  if (field === 'active') {
    return (
      <input
        type="checkbox"
        className="form-check-input"
        aria-label={label}
        checked={cell.input === true}
        disabled={disabled}
        onChange={(event) => editing.onEdit(row.id, field, event.currentTarget.checked)}
      />
    );
  }
  return (
    <>
      <input
        className={`form-control form-control-sm admin-grid-input${cell.error ? ' is-invalid' : ''}`}
        aria-label={label}
        aria-invalid={cell.error ? true : undefined}
        inputMode={field === 'stock' ? 'numeric' : 'decimal'}
        value={String(cell.input)}
        placeholder={field === 'offer_price' ? 'none' : undefined}
        disabled={disabled}
        onChange={(event) => editing.onEdit(row.id, field, event.currentTarget.value)}
      />
      {cell.error && <div className="invalid-feedback d-block small">{cell.error}</div>}
    </>
  );
}

interface GridView {
  editing: GridEditing | null;
  results: ReadonlyMap<number, ProductBulkResult>;
}
/** What the cells need besides their row: the edits (null: the grid reads) and the last save's results. */
const GridViewContext = createContext<GridView>({ editing: null, results: new Map() });

/** A grid field's cell: its input while editing, else its value as read. */
function FieldCell({ row, field }: { row: ProductListRow; field: GridField }) {
  const { editing } = useContext(GridViewContext);
  if (editing) return <GridCell row={row} field={field} editing={editing} />;
  if (field === 'price') return row.price > 0 ? formatRupees(row.price) : <span className="text-body-secondary">No price</span>;
  if (field === 'offer_price') return row.offer_price === null ? '–' : formatRupees(row.offer_price);
  if (field === 'stock') return row.stock;
  return row.active ? 'Yes' : <span className="badge text-bg-secondary">Inactive</span>;
}

function ProductCell({ row }: { row: ProductListRow }) {
  return (
    <>
      <Link to={`/admin/products/${row.id}`}>{row.title}</Link>
      <span className="d-block small text-body-secondary">
        <span className="font-monospace">{row.sku}</span>
        {row.brand && ` · ${row.brand}`}
        {row.category && ` · ${row.category}`}
        {row.on_request && ' · on request'}
      </span>
    </>
  );
}

function StockCell({ row }: { row: ProductListRow }) {
  const level = stockLevel(row);
  return (
    <>
      <FieldCell row={row} field="stock" />
      <span className="d-block small">
        <span className={`badge ${LEVEL_TONE[level]}`}>{STOCK_LEVEL_LABELS[level].replace(' (not out)', '')}</span>{' '}
        <Link to={`/admin/stock/${row.id}`}>History</Link>
      </span>
    </>
  );
}

function ResultCell({ id }: { id: number }) {
  const result = useContext(GridViewContext).results.get(id);
  if (!result) return null;
  return <span className={`small ${result.ok ? 'text-success' : 'text-danger'}`}>{result.message}</span>;
}

function ChangedCell({ at }: { at: string }) {
  return <span className="small">{readableTimeInNepal(at)}</span>;
}

const columns = column.columns([
  column.accessor('title', { header: 'Product', cell: (info) => <ProductCell row={info.row.original} /> }),
  column.accessor('price', { header: 'Price', cell: (info) => <FieldCell row={info.row.original} field="price" /> }),
  column.accessor('offer_price', { header: 'Offer price', cell: (info) => <FieldCell row={info.row.original} field="offer_price" /> }),
  column.accessor('stock', { header: 'Stock', cell: (info) => <StockCell row={info.row.original} /> }),
  column.accessor('active', { header: 'Active', cell: (info) => <FieldCell row={info.row.original} field="active" /> }),
  column.accessor('updated_at', { header: 'Changed', cell: (info) => <ChangedCell at={info.getValue()} /> }),
  column.display({ id: 'result', header: 'Result', cell: (info) => <ResultCell id={info.row.original.id} /> }),
]);

const GRID_FIELD_IDS: readonly string[] = ['price', 'offer_price', 'stock', 'active'];

/**
 * The products of one page: read, or edited in place (`editing`). TanStack Table for the columns,
 * Bootstrap's table for the look; a changed cell is highlighted, and after a save each row shows
 * its result (saved, or refused and why). Sorting and paging are the server's.
 */
export function ProductGrid({
  products,
  sort,
  hrefOf,
  editing,
  results,
}: {
  products: readonly ProductListRow[];
  sort: ProductListSort;
  hrefOf: (sort: ProductListSort | undefined) => string;
  editing: GridEditing | null;
  results: ReadonlyMap<number, ProductBulkResult>;
}) {
  const table = useTable({ features, columns, data: products as ProductListRow[] }, () => ({}));
  const changed = (row: ProductListRow, id: string) =>
    editing !== null && GRID_FIELD_IDS.includes(id) && cellState(row, id as GridField, editing.edits).dirty;
  return (
    <GridViewContext value={{ editing, results }}>
      <div className="table-responsive">
        <table className="table table-hover align-middle admin-table" aria-label="Products">
          <AdminSortableTableHead
            groups={table.getHeaderGroups()}
            sortable={SORTABLE}
            wayOf={(by) => productSortOf(by, sort)}
            hrefOf={(by) => hrefOf(nextProductSort(by, sort))}
          />
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const result = results.get(row.original.id);
              return (
                <tr key={row.id} data-result={result ? (result.ok ? 'saved' : 'refused') : undefined}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={changed(row.original, cell.column.id) ? 'table-warning admin-cell-changed' : undefined}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </GridViewContext>
  );
}
