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
import type { AdminCategory } from '@suraksha/contracts/admin/taxonomy';
import { TaxonomyActiveButton } from './taxonomy-dialogs.tsx';

/** The categories under each parent (null: the top level), in the order listed. */
export function childrenByParent(categories: readonly AdminCategory[]): Map<number | null, AdminCategory[]> {
  const map = new Map<number | null, AdminCategory[]>();
  for (const category of categories) {
    const siblings = map.get(category.parentId) ?? [];
    siblings.push(category);
    map.set(category.parentId, siblings);
  }
  return map;
}

/** The flat, depth-first list with the siblings under `parentId` put in the order of `ids`. */
export function withSiblingOrder(categories: readonly AdminCategory[], parentId: number | null, ids: readonly number[]): AdminCategory[] {
  const children = childrenByParent(categories);
  const under = children.get(parentId) ?? [];
  children.set(
    parentId,
    ids.map((id) => under.find((c) => c.id === id)).filter((c): c is AdminCategory => c !== undefined),
  );
  const out: AdminCategory[] = [];
  const visit = (parent: number | null) => {
    for (const category of children.get(parent) ?? []) {
      out.push(category);
      visit(category.id);
    }
  };
  visit(null);
  return out;
}

export interface CategoryTreeActions {
  /** The siblings under `parentId` in their new order. */
  onOrder: (parentId: number | null, ids: number[]) => void;
  onEdit: (category: AdminCategory) => void;
  onDeactivate: (category: AdminCategory) => void;
  onActivate: (category: AdminCategory) => void;
}

interface TreeProps {
  categories: readonly AdminCategory[];
  /** Without: the tree is shown, nothing in it can be changed. */
  actions?: CategoryTreeActions | undefined;
  busy?: boolean;
}

/**
 * The category tree, siblings in shop order. With actions, siblings reorder by dragging a handle
 * (pointer, or keyboard: Space to lift, arrows to move, Space to drop) or with Move up / Move down.
 */
export function CategoryTree({ categories, actions, busy = false }: TreeProps) {
  const tree = childrenByParent(categories);
  return (
    <div className="category-tree">
      <Siblings parentId={null} label="Top-level categories" tree={tree} actions={actions} busy={busy} />
    </div>
  );
}

interface SiblingsProps {
  parentId: number | null;
  label: string;
  tree: Map<number | null, AdminCategory[]>;
  actions: CategoryTreeActions | undefined;
  busy: boolean;
}

function Siblings({ parentId, label, tree, actions, busy }: SiblingsProps) {
  const nodes = tree.get(parentId) ?? [];
  const ids = nodes.map((n) => n.id);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: UniqueIdentifier) => nodes.find((n) => n.id === id)?.title ?? '';
  const list = (
    <ul className="category-tree__list list-unstyled" aria-label={label}>
      {nodes.map((node, index) => (
        <CategoryItem key={node.id} node={node} index={index} ids={ids} tree={tree} actions={actions} busy={busy} />
      ))}
    </ul>
  );
  if (!actions) return list;
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.onOrder(parentId, arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
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
        {list}
      </SortableContext>
    </DndContext>
  );
}

interface ItemProps {
  node: AdminCategory;
  index: number;
  ids: number[];
  tree: Map<number | null, AdminCategory[]>;
  actions: CategoryTreeActions | undefined;
  busy: boolean;
}

function CategoryItem({ node, index, ids, tree, actions, busy }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.id,
    disabled: !actions || busy,
  });
  const moved = (to: number) => actions?.onOrder(node.parentId, arrayMove(ids, index, to));
  const kids = tree.get(node.id) ?? [];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      className={`category-tree__item${isDragging ? ' category-tree__item--dragging' : ''}`}
    >
      <div className="category-tree__row">
        {actions && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="btn btn-sm btn-light category-tree__handle"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${node.title}`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <span className="category-tree__title fw-semibold">{node.title}</span>
        <span className="category-tree__slug font-monospace small text-body-secondary">{node.slug}</span>
        <span className="small">
          {node.activeProducts} active of {node.products} products
        </span>
        {!node.active && <span className="badge text-bg-secondary">Inactive</span>}
        {actions && (
          <span className="category-tree__actions">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={busy || index === 0}
              onClick={() => moved(index - 1)}
              aria-label={`Move up ${node.title}`}
            >
              Move up
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={busy || index === ids.length - 1}
              onClick={() => moved(index + 1)}
              aria-label={`Move down ${node.title}`}
            >
              Move down
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => actions.onEdit(node)}
              aria-label={`Edit ${node.title}`}
            >
              Edit
            </button>
            <TaxonomyActiveButton item={node} onDeactivate={() => actions.onDeactivate(node)} onActivate={() => actions.onActivate(node)} />
          </span>
        )}
      </div>
      {kids.length > 0 && <Siblings parentId={node.id} label={`Under ${node.title}`} tree={tree} actions={actions} busy={busy} />}
    </li>
  );
}
