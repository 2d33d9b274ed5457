import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A back-office filter form submits to its own page with only the fields that say something: empty
 * fields and defaults stay out of the URL (`?q=hari`, not `?q=hari&from=&to=&…`), and a new filter
 * starts again at page 1.
 */
export function useFilterSubmit(path: string, defaults: Record<string, string> = {}) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      const text = String(value).trim();
      if (text !== '' && defaults[key] !== text) params.set(key, text);
    }
    const search = params.toString();
    navigate(search ? `${path}?${search}` : path);
  };
}
