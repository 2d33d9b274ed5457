import { createRequest, sendResponse } from '@mcansh/react-router-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The pages' catch-all as registerWeb has it: React Router's adapter turns the request into a web
  // Request, which refuses methods such as TRACE (the page render itself needs a web build).
  t = await createTestApp({
    beforeReady: (app) =>
      app.all('*', async (request, reply) => sendResponse(reply, new Response(createRequest(request, reply).method, { status: 200 }))),
  });
});
afterAll(() => t.close());

const UNSERVED = ['TRACE', 'PROPFIND', 'CONNECT', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

describe('methods the site does not serve', () => {
  it.each(UNSERVED.flatMap((method) => ['/', '/blogs/some-post', '/catalogues/cctv'].map((url) => [method, url] as const)))(
    '%s %s answers 405 with the methods it does serve',
    async (method, url) => {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(UNSERVED.flatMap((method) => ['/api/products', '/api/blogs/some-post', '/api/auth/login'].map((url) => [method, url] as const)))(
    '%s %s answers 405 in the error envelope',
    async (method, url) => {
      const res = await t.app.inject({ method, url, headers: apiHeaders });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ result: 'error', errorMessage: 'This address does not accept that method.' });
    },
  );

  it('still serves GET, HEAD and POST', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/footer', headers: apiHeaders })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/footer', headers: apiHeaders })).statusCode).toBe(200);
  });
});
