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
 * What every reorderable list of the back office shares (the flat showcase tables, the category
 * tree's siblings, FAQs…): a row moves by dragging its handle — pointer, or keyboard: Space to lift,
 * arrows to move, Space to drop, each step spoken — or with Move up / Move down, and the list hears
 * its whole new order.
 */

interface Titled {
  id: number;
  title: string;
}

/** The drag context around one list of `items`; `onOrder` hears every id in the new order. */
export function SortableArea({
  items,
  onOrder,
  children,
}: {
  items: readonly Titled[];
  onOrder: (ids: number[]) => void;
  children: ReactNode;
}) {
  const ids = items.map((item) => item.id);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
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
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row of a SortableArea: the props for the row's element, and its drag handle. */
export function useSortableItem(item: Titled, disabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  return {
    setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
    handle: (
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm btn-light category-tree__handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${item.title}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
    ),
  };
}

/** Move up / Move down for the row at `index` of `ids`: `onOrder` hears the whole new order. */
export function MoveButtons({
  title,
  index,
  ids,
  busy,
  onOrder,
}: {
  title: string;
  index: number;
  ids: readonly number[];
  busy: boolean;
  onOrder: (ids: number[]) => void;
}) {
  const moved = (to: number) => onOrder(arrayMove([...ids], index, to));
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy || index === 0}
        onClick={() => moved(index - 1)}
        aria-label={`Move up ${title}`}
      >
        Move up
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy || index === ids.length - 1}
        onClick={() => moved(index + 1)}
        aria-label={`Move down ${title}`}
      >
        Move down
      </button>
    </>
  );
}
