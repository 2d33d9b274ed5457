import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('logs', () => {
  it('carry the request id and never the secrets', async () => {
    const { lines, stream } = capture();
    const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' });
    const app = Fastify({ logger: { ...(options as object), stream }, requestIdHeader: 'x-request-id' });
    app.post('/login', async (request) => {
      request.log.info({ body: request.body, req: { headers: request.headers } }, 'login attempt');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'x-request-id': 'req-42', authorization: 'Bearer tok_secret', 'x-api-key': 'key_secret' },
      payload: { email: 'a@b.np', password: 'pass_secret', access_token: 'at_secret' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"reqId":"req-42"');
    expect(log).toContain('login attempt');
    for (const secret of ['tok_secret', 'key_secret', 'pass_secret', 'at_secret']) expect(log).not.toContain(secret);
    expect(log).toContain('[redacted]');
  });
});
