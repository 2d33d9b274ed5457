import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

// Where the browser would actually go: the login page hands the result to navigate(), and a
// browser resolves it against the page's own address (tabs and newlines stripped, `\` read as `/`).
const landsOn = (target: string) => new URL(safeRedirect(target), 'https://suraksha.com.np/login').origin;

describe('safeRedirect', () => {
  it.each(['/dashboard', '/dashboard?x=1#y', '/dashboard/my-orders/SRK-7KQ29XHD', '/search?q=dahua%20camera&page=2', '/carts', '/'])(
    'keeps a path of this site: %s',
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/dashboard'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslash later in the path', '/dashboard\\..\\\\evil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return between the slashes', '/\r/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['C1 control', '/\u0085/evil.example'],
    ['encoded slash', '/%2F/evil.example'],
    ['encoded slash, upper and lower case', '/%2f%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['malformed encoding', '/dashboard%E0%A4%A'],
    ['absolute http', 'http://evil.example/'],
    ['absolute https', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'dashboard'],
    ['dot-relative path', '../dashboard'],
    ['leading space', ' /dashboard'],
    ['empty', ''],
  ])('refuses %s and falls back to the dashboard', (_name, target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('falls back when there is no target, to the fallback given', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined, '/carts')).toBe('/carts');
    expect(safeRedirect('//evil.example', '/carts')).toBe('/carts');
  });

  it('never sends the browser to another origin', () => {
    for (const target of ['/\t/evil.example', '/\\evil.example', '//evil.example', '/\n\n/evil.example', '/ /evil.example']) {
      expect(landsOn(target)).toBe('https://suraksha.com.np');
    }
  });
});
