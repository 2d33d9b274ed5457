import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** pino options: request ids on every line, secrets and tokens never written. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'req.headers.cookie',
        '*.password',
        '*.password_confirmation',
        '*.current_password',
        '*.token',
        '*.access_token',
        '*.code',
        'config.API_KEYS',
        'config.DATABASE_URL',
        'config.SMTP_URL',
        'config.REDIS_URL',
      ],
      censor: '[redacted]',
    },
  };
}
