import type { ApiTransport } from '@suraksha/contracts/transport';
import { createContext } from 'react-router';

/**
 * Context tokens the server fills for every request (see apps/server/src/platform/web.ts).
 * They are re-exported from entry.server.tsx so the server reads the very same objects
 * from the build, rather than a second copy.
 */
export const apiContext = createContext<ApiTransport>();

/** The only settings that reach the browser. */
export interface PublicEnv {
  apiKey: string;
  publicUrl: string;
}
export const publicEnvContext = createContext<PublicEnv>();
