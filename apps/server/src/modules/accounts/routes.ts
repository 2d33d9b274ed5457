import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes.ts';
import { customerAccountRoutes } from './customer-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { googleCallbackRoute } from './google-routes.ts';

/** Every account call under /api (the Google redirect is registered apart: see google-routes.ts). */
export async function accountsRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(googleCallbackRoute);
  await app.register(customerAccountRoutes);
  await app.register(dashboardRoutes);
}
