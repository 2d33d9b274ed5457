import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/session/auth-provider.tsx';

/**
 * One customer call for a dashboard list (GET, or POST with an empty body for the SPEC §7 calls
 * that are POSTs). SPEC §8: list failures are logged only; the page then shows its empty state.
 */
export function useCustomerData<T>(path: string, method: 'GET' | 'POST' = 'GET'): { data: T | null; loading: boolean } {
  const { callCustomer, token } = useAuth();
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: true });
  useEffect(() => {
    if (!token) return;
    let current = true;
    callCustomer<T>(method === 'POST' ? { method, path, body: {} } : { method, path })
      .then((data) => current && setState({ data, loading: false }))
      .catch((err: unknown) => {
        console.error(`Could not load ${path}.`, err);
        if (current) setState({ data: null, loading: false });
      });
    return () => {
      current = false;
    };
  }, [callCustomer, method, path, token]);
  return state;
}
