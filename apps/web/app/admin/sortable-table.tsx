import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

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
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: UniqueIdentifier) => rows.find((r) => r.id === id)?.title ?? '';
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
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : undefined),
          onDragEnd: ({ active, over }) =>
            over ? `${titleOf(active.id)} dropped at the place of ${titleOf(over.id)}.` : `${titleOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <div className="table-responsive">
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {table}
        </SortableContext>
      </div>
    </DndContext>
  );
}

interface RowProps<T extends { id: number; title: string }> extends Omit<SortableTableProps<T>, 'rows' | 'caption' | 'headings'> {
  row: T;
  index: number;
  ids: number[];
}

function SortableRow<T extends { id: number; title: string }>({ row, index, ids, renderCells, renderActions, onOrder, busy }: RowProps<T>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: !onOrder || busy,
  });
  const moved = (to: number) => onOrder?.(arrayMove(ids, index, to));
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'sortable-row--dragging' : undefined}
    >
      {onOrder && (
        <td>
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="btn btn-sm btn-light category-tree__handle"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${row.title}`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        </td>
      )}
      {renderCells(row)}
      {(onOrder || renderActions) && (
        <td>
          <span className="category-tree__actions">
            {onOrder && (
              <>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={busy || index === 0}
                  onClick={() => moved(index - 1)}
                  aria-label={`Move up ${row.title}`}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={busy || index === ids.length - 1}
                  onClick={() => moved(index + 1)}
                  aria-label={`Move down ${row.title}`}
                >
                  Move down
                </button>
              </>
            )}
            {renderActions?.(row)}
          </span>
        </td>
      )}
    </tr>
  );
}
