import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('keep the referrer on our own site only, so forms posted without JavaScript carry their origin', async () => {
    const res = await t.app.inject({ url: '/api/footer', headers: apiHeaders });
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
