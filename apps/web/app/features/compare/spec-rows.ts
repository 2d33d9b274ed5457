import type { ComparedProduct } from '@suraksha/contracts/compare';

export interface SpecRow {
  name: string;
  /** One value per product, in column order; null where a product does not state it. */
  values: (string | null)[];
}

/** The specification rows of a comparison: every name any product states, in the order first seen. */
export function mergeSpecRows(products: readonly Pick<ComparedProduct, 'specs'>[]): SpecRow[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    for (const spec of product.specs) {
      const key = spec.name.trim().toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        names.push(spec.name.trim());
      }
    }
  }
  return names.map((name) => ({
    name,
    values: products.map((product) => product.specs.find((spec) => spec.name.trim().toLowerCase() === name.toLowerCase())?.value ?? null),
  }));
}
