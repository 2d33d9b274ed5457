import { useEffect, useEffectEvent, useState } from 'react';
import type { CustomerApi } from '../shop-api.ts';
import { useAuth } from './auth-provider.tsx';

/**
 * One customer call for a dashboard list or a page's prices, made again when `key` (what is asked
 * for) changes. SPEC §8: list failures are logged only; the page then shows its empty state.
 */
export function useCustomerData<T>(key: string, load: (customer: CustomerApi) => Promise<T>): { data: T | null; loading: boolean } {
  const { customer, token } = useAuth();
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: true });
  // The call of the latest render; `key` says when it asks for something else.
  const loadNow = useEffectEvent((api: CustomerApi) => load(api));
  useEffect(() => {
    if (!token) return;
    let current = true;
    loadNow(customer)
      .then((data) => current && setState({ data, loading: false }))
      .catch((err: unknown) => {
        console.error(`Could not load ${key}.`, err);
        if (current) setState({ data: null, loading: false });
      });
    return () => {
      current = false;
    };
  }, [customer, key, token]);
  return state;
}
