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
 * The rows of a flat list in the shop's order (packages, catalogues, certificates), as the category
 * tree does for siblings: with `onOrder`, a row moves by dragging its handle (pointer, or keyboard:
 * Space to lift, arrows to move, Space to drop) or with Move up / Move down, and `onOrder` hears
 * the whole list's new order. `renderCells` draws a row's cells; `renderActions` its other buttons.
 */
export interface SortableRowsProps<T extends { id: number; title: string }> {
  rows: readonly T[];
  renderCells: (row: T) => ReactNode;
  renderActions?: ((row: T) => ReactNode) | undefined;
  /** Without: the rows are shown, their order cannot change. */
  onOrder?: ((ids: number[]) => void) | undefined;
  busy?: boolean;
}

export function SortableRows<T extends { id: number; title: string }>({
  rows,
  renderCells,
  renderActions,
  onOrder,
  busy = false,
}: SortableRowsProps<T>) {
  const ids = rows.map((r) => r.id);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: UniqueIdentifier) => rows.find((r) => r.id === id)?.title ?? '';
  const body = (
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
  );
  if (!onOrder) return body;
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
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {body}
      </SortableContext>
    </DndContext>
  );
}

interface RowProps<T extends { id: number; title: string }> extends Omit<SortableRowsProps<T>, 'rows'> {
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
