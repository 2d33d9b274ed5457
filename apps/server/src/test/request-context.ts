import { type RequestContext, type Shop, shopOf } from '../platform/request-context.ts';
import type { TestApp } from './test-app.ts';

/** A visitor's context on a test app, as a route builds it; `shop` may break a setting on purpose. */
export function visitorContext(t: TestApp, shop: Partial<Shop> = {}): RequestContext {
  return { db: t.database.db, shop: { ...shopOf(t.config), ...shop }, actor: { kind: 'visitor' }, ip: '10.0.0.1', requestId: 'test' };
}
