import type { AdminCategory } from '@suraksha/contracts/admin/taxonomy';
import { MoveButtons, SortableArea, useSortableItem } from './sortable-parts.tsx';
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
  const list = (
    <ul className="category-tree__list list-unstyled" aria-label={label}>
      {nodes.map((node, index) => (
        <CategoryItem key={node.id} node={node} index={index} ids={ids} tree={tree} actions={actions} busy={busy} />
      ))}
    </ul>
  );
  if (!actions) return list;
  return (
    <SortableArea items={nodes} onOrder={(order) => actions.onOrder(parentId, order)}>
      {list}
    </SortableArea>
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
  const { setNodeRef, style, isDragging, handle } = useSortableItem(node, !actions || busy);
  const kids = tree.get(node.id) ?? [];
  return (
    <li ref={setNodeRef} style={style} className={`category-tree__item${isDragging ? ' category-tree__item--dragging' : ''}`}>
      <div className="category-tree__row">
        {actions && handle}
        <span className="category-tree__title fw-semibold">{node.title}</span>
        <span className="category-tree__slug font-monospace small text-body-secondary">{node.slug}</span>
        <span className="small">
          {node.activeProducts} active of {node.products} products
        </span>
        {!node.active && <span className="badge text-bg-secondary">Inactive</span>}
        {actions && (
          <span className="category-tree__actions">
            <MoveButtons
              title={node.title}
              index={index}
              ids={ids}
              busy={busy}
              onOrder={(order) => actions.onOrder(node.parentId, order)}
            />
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
