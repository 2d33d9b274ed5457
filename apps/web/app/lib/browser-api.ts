import type { ApiTransport } from '@suraksha/contracts/transport';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { browserTransport } from './api-client.ts';
import type { PublicEnv } from './api-context.ts';

/** The API as the browser reaches it, with the public key the root loader hands over. */
export function useBrowserApi(): ApiTransport {
  const root = useRouteLoaderData('root') as { env?: PublicEnv } | undefined;
  const apiKey = root?.env?.apiKey ?? '';
  return useMemo(() => browserTransport(apiKey), [apiKey]);
}
