import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000, br', false],
    ['*;q=0.5, gzip;q=0', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header sent twice, and no header as no', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
