import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** The policy as directive → value. */
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)] as const));

describe('the pages’ Content-Security-Policy (decision 0007)', () => {
  it('refuses objects, embeds and being framed by any site', () => {
    const policy = directives(contentSecurityPolicy('bm9uY2U='));
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'self' 'nonce-bm9uY2U='");
  });

  it('lets a page that embeds our own PDF load it from our origin, and only that', () => {
    const policy = directives(contentSecurityPolicy('bm9uY2U=', { embedsOwnPdf: true }));
    expect(policy.get('object-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
  });
});
