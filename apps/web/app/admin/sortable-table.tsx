import type { ReactNode } from 'react';
import { MoveButtons, SortableArea, useSortableItem } from './sortable-parts.tsx';

/**
 * The table of a flat list in the shop's order (packages, catalogues, certificates), as the category
 * tree does for siblings: with `onOrder`, a row moves by dragging its handle (pointer, or keyboard:
 * Space to lift, arrows to move, Space to drop) or with Move up / Move down, and `onOrder` hears
 * the whole list's new order. `renderCells` draws a row's cells; `renderActions` its other buttons.
 */
export interface SortableTableProps<T extends { id: number; title: string }> {
  /** The table's name, for screen readers. */
  caption: string;
  /** The header row's cells (a drag column comes first when the rows can be reordered). */
  headings: ReactNode;
  rows: readonly T[];
  renderCells: (row: T) => ReactNode;
  renderActions?: ((row: T) => ReactNode) | undefined;
  /** Without: the rows are shown, their order cannot change. */
  onOrder?: ((ids: number[]) => void) | undefined;
  busy?: boolean;
}

export function SortableTable<T extends { id: number; title: string }>({
  caption,
  headings,
  rows,
  renderCells,
  renderActions,
  onOrder,
  busy = false,
}: SortableTableProps<T>) {
  const ids = rows.map((r) => r.id);
  const table = (
    <table className="table admin-table align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {onOrder && (
            <th scope="col">
              <span className="visually-hidden">Drag</span>
            </th>
          )}
          {headings}
          {(onOrder || renderActions) && <th scope="col">Actions</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <SortableRow
            key={row.id}
            row={row}
            index={index}
            ids={ids}
            renderCells={renderCells}
            renderActions={renderActions}
            onOrder={onOrder}
            busy={busy}
          />
        ))}
      </tbody>
    </table>
  );
  // The drag context's spoken announcements are elements of their own: kept outside the table, in its wrapper.
  if (!onOrder) return <div className="table-responsive">{table}</div>;
  return (
    <div className="table-responsive">
      <SortableArea items={rows} onOrder={onOrder}>
        {table}
      </SortableArea>
    </div>
  );
}

interface RowProps<T extends { id: number; title: string }> extends Omit<SortableTableProps<T>, 'rows' | 'caption' | 'headings'> {
  row: T;
  index: number;
  ids: number[];
  busy: boolean;
}

function SortableRow<T extends { id: number; title: string }>({ row, index, ids, renderCells, renderActions, onOrder, busy }: RowProps<T>) {
  const { setNodeRef, style, isDragging, handle } = useSortableItem(row, !onOrder || busy);
  return (
    <tr ref={setNodeRef} style={style} className={isDragging ? 'sortable-row--dragging' : undefined}>
      {onOrder && <td>{handle}</td>}
      {renderCells(row)}
      {(onOrder || renderActions) && (
        <td>
          <span className="category-tree__actions">
            {onOrder && <MoveButtons title={row.title} index={index} ids={ids} busy={busy} onOrder={onOrder} />}
            {renderActions?.(row)}
          </span>
        </td>
      )}
    </tr>
  );
}
