import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { errorMessageOf } from '../lib/api-errors.ts';

/** What a back-office page knows of the server's answer. `status` is the refusal's HTTP status (null: no answer). */
export type AdminAnswer<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  | { kind: 'refused'; status: number | null; message: string };

/**
 * Asks the server for what a back-office page shows, with `key` (the URL's filters, the order's
 * number), again each time it changes. An answer that arrives after the key moved on is dropped.
 * `replace` puts in the fresh value a change answered with (a move, a reload after a move of many).
 */
export function useAdminAnswer<T>(what: string, key: string, ask: (key: string) => Promise<T>): [AdminAnswer<T>, (value: T) => void] {
  const [answer, setAnswer] = useState<AdminAnswer<T>>({ kind: 'loading' });
  const askNow = useEffectEvent(ask);
  useEffect(() => {
    let current = true;
    askNow(key).then(
      (value) => current && setAnswer({ kind: 'ready', value }),
      (error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) console.error(`Could not load ${what}.`, error);
        setAnswer({ kind: 'refused', status: error instanceof ApiError ? error.status : null, message: errorMessageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [what, key]);
  return [answer, (value: T) => setAnswer({ kind: 'ready', value })];
}
