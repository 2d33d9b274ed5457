import type { ApiTransport, PublicEnv } from '@suraksha/contracts/transport';
import { createContext, type RouterContextProvider } from 'react-router';
import { type StoreApi, storeApiVia } from './shop-api.ts';

/**
 * Context tokens the server fills for every request (see apps/server/src/platform/web.ts).
 * They are re-exported from entry.server.tsx so the server reads the very same objects
 * from the build, rather than a second copy.
 */
export const apiContext = createContext<ApiTransport>();

export const publicEnvContext = createContext<PublicEnv>();

/** The shop's API for a loader or an action: in-process, as a visitor (the server never sees the browser's token). */
export function loaderApi(context: Readonly<RouterContextProvider>): StoreApi {
  return storeApiVia(context.get(apiContext));
}
