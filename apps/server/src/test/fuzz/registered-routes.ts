import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FuzzRoute } from './fuzz-cases.ts';

/**
 * Listens for the next Fastify instance to be created and records every route it registers,
 * with its schemas: Fastify's own route list, so a route added tomorrow is fuzzed without anyone
 * listing it. Fastify announces each new instance on the 'fastify.initialization' channel before
 * any plugin loads, which is early enough for an onRoute hook.
 */
export function recordRoutes(): { routes(): FuzzRoute[] } {
  const channel = diagnostics.channel('fastify.initialization');
  const seen: FuzzRoute[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    channel.unsubscribe(onInstance);
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) seen.push({ method, url: route.url, schema: route.schema as FuzzRoute['schema'] });
    });
  };
  channel.subscribe(onInstance);
  return {
    routes: () => {
      channel.unsubscribe(onInstance);
      return seen;
    },
  };
}
