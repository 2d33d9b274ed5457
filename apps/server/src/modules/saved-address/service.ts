import type { SavedAddress } from '@suraksha/contracts/saved-address';
import type { Database } from '../../platform/database.ts';
import { storedNepalPlace } from '../forms/nepal-address-rules.ts';
import type { SavedAddressRequest } from './address-rules.ts';
import { findSavedAddress, upsertSavedAddress } from './repo.ts';

/** The customer's saved delivery address, or null before they save one. */
export function getSavedAddress(db: Database, userId: number): Promise<SavedAddress | null> {
  return findSavedAddress(db, userId);
}

/** Saves the customer's delivery address (checked by the route's rules), district and below by their names in the data. */
export function saveAddress(db: Database, userId: number, body: SavedAddressRequest): Promise<SavedAddress> {
  return upsertSavedAddress(db, userId, {
    state: body.state,
    ...storedNepalPlace(body.state, body),
    city: body.city,
    street: body.street,
    postal: body.postal ?? null,
  });
}
