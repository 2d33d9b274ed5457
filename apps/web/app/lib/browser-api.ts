import type { ApiTransport, PublicEnv } from '@suraksha/contracts/transport';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { browserTransport } from './api-client.ts';
import { type StoreApi, storeApiVia } from './shop-api.ts';

/** What the root loader hands every page: the public API key and the shop's public URL (undefined if it failed). */
export function usePublicEnv(): PublicEnv | undefined {
  return (useRouteLoaderData('root') as { env?: PublicEnv } | undefined)?.env;
}

/** The API as the browser reaches it, with the public key the root loader hands over. */
export function useBrowserApi(): ApiTransport {
  const apiKey = usePublicEnv()?.apiKey ?? '';
  return useMemo(() => browserTransport(apiKey), [apiKey]);
}

/** The shop's public calls from a component (a visitor's view; a customer's calls are useAuth().customer). */
export function useStoreApi(): StoreApi {
  const transport = useBrowserApi();
  return useMemo(() => storeApiVia(transport), [transport]);
}
