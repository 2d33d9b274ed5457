import { useEffect, useState } from 'react';
import { useAuth } from './auth-provider.tsx';

/**
 * One customer GET for a dashboard list. SPEC §8: list failures are logged only; the page
 * then shows its empty state.
 */
export function useCustomerData<T>(path: string): { data: T | null; loading: boolean } {
  const { callCustomer, token } = useAuth();
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: true });
  useEffect(() => {
    if (!token) return;
    let current = true;
    callCustomer<T>({ method: 'GET', path })
      .then((data) => current && setState({ data, loading: false }))
      .catch((err: unknown) => {
        console.error(`Could not load ${path}.`, err);
        if (current) setState({ data: null, loading: false });
      });
    return () => {
      current = false;
    };
  }, [callCustomer, path, token]);
  return state;
}
