import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test/test-app.ts';
import { inProcessApi } from './in-process-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) =>
      app.get('/api/whoami', async (request) => ({ ip: request.ip, requestId: request.id, key: request.headers['x-api-key'] })),
  });
});
afterAll(() => t.close());

describe('the API as server-side loaders reach it', () => {
  it("goes through the same routes with the web app's key, the visitor's IP and the page's request id", async () => {
    const api = inProcessApi(t.app, TEST_API_KEY, { requestId: 'page-req-7', ip: '203.0.113.9' });
    const res = await api({ method: 'GET', path: '/whoami' });
    expect(res).toEqual({ status: 200, body: { ip: '203.0.113.9', requestId: 'page-req-7', key: TEST_API_KEY } });
  });

  it('answers with the same envelope a browser gets', async () => {
    const res = await inProcessApi(t.app, TEST_API_KEY)({ method: 'GET', path: '/no-such-thing' });
    expect(res).toEqual({ status: 404, body: { result: 'error', errorMessage: 'Not found.' } });
  });

  it('answers a page under /ne in Nepali (its language passed on as Accept-Language)', async () => {
    const api = inProcessApi(t.app, TEST_API_KEY, { requestId: 'page-req-8', ip: '203.0.113.9', language: 'ne' });
    expect(await api({ method: 'GET', path: '/no-such-thing' })).toEqual({
      status: 404,
      body: { result: 'error', errorMessage: 'भेटिएन।' },
    });
  });
});
