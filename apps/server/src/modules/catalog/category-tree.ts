/** Walking the category tree held in memory (a shop has tens of categories; one query loads them all). */

export interface TreeNode {
  id: number;
  title: string;
  slug: string;
  parentId: number | null;
  active: boolean;
}

/** The category and every category below it, at any depth. */
export function withDescendants(tree: readonly TreeNode[], rootId: number): number[] {
  const ids = [rootId];
  const seen = new Set(ids);
  for (let i = 0; i < ids.length; i++) {
    for (const node of tree) {
      if (node.parentId === ids[i] && !seen.has(node.id)) {
        seen.add(node.id);
        ids.push(node.id);
      }
    }
  }
  return ids;
}

/** The chain from the top-level category down to `id` (empty when unknown). */
export function chainTo<T extends TreeNode>(tree: readonly T[], id: number): T[] {
  const byId = new Map(tree.map((node) => [node.id, node]));
  const chain: T[] = [];
  for (let node = byId.get(id); node && !chain.includes(node); node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    chain.unshift(node);
  }
  return chain;
}
