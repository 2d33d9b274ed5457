import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { rupeesToPaisa } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { type Outcome, accepted, refused } from '../../platform/outcome.ts';
import { type LoadedBag, loadBag } from './service.ts';

export type PricedBag = LoadedBag;

/**
 * The bag priced now, when its total is what the client believes it is. Otherwise the client
 * was looking at an old bag (a tab changed it, a price moved): 409 with the bag as it is now.
 */
export async function bagMatchingClientTotal(db: Database, userId: number, clientTotalRupees: number): Promise<Outcome<PricedBag>> {
  const bag = await loadBag(db, userId);
  if (bag.state.cartCount === 0) return refused(CHECKOUT_MESSAGES.emptyBag, { cart: bag.state });
  if (rupeesToPaisa(clientTotalRupees) !== bag.totalPaisa) return refused(CHECKOUT_MESSAGES.totalsChanged, { cart: bag.state });
  return accepted(bag);
}
