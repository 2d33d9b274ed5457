import type { SavedAddress } from '@suraksha/contracts/saved-address';

/** The saved delivery address (decision 0119) as text fields, as the checkout and the profile's form fill them. */
export function savedAddressFields(saved: SavedAddress) {
  return {
    state: saved.state,
    district: saved.district ?? '',
    municipality: saved.municipality ?? '',
    ward: saved.ward === null ? '' : String(saved.ward),
    city: saved.city,
    street: saved.street,
    postal: saved.postal ?? '',
  };
}
