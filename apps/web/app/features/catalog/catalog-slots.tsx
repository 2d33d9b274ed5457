import type { ProductCard } from '@suraksha/contracts/catalog';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What other features put into the catalogue's cards and price areas (features never import each
 * other; the root layout joins them): the Quote button that opens the Request Form, and the
 * customer's buttons on a card (the wishlist heart, Add to bag), and the Compare toggle every visitor gets.
 */
export interface CatalogSlots {
  /** `place`: a small button on a card, a large one in the product page's price area. */
  quoteButton(product: { slug: string; title: string }, place?: 'card' | 'page'): ReactNode;
  cardActions(product: ProductCard): ReactNode;
  compareToggle(product: ProductCard): ReactNode;
  /** A customer's Add to bag on a card whose product has a price. */
  bagButton(product: ProductCard): ReactNode;
}

const nothing: CatalogSlots = { quoteButton: () => null, cardActions: () => null, compareToggle: () => null, bagButton: () => null };

const CatalogSlotsContext = createContext<CatalogSlots>(nothing);

export const CatalogSlotsProvider = CatalogSlotsContext.Provider;

export function useCatalogSlots(): CatalogSlots {
  return useContext(CatalogSlotsContext);
}
