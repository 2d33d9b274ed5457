import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy of every page (docs/decisions/0007). Scripts run only from our own
 * origin or with this response's nonce, so an injected <script> or on* handler that got past the
 * HTML sanitizer still cannot run. Styles allow inline attributes: React `style` props and the
 * toaster's generated stylesheet need them, and CSS cannot run code.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // PDF catalogues and invoices open from our own origin (the catalogue viewer is an <object>);
    // nothing else embeds, and uploads are never served, so 'self' holds only our own files.
    "frame-src 'self' blob:",
    "object-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A fresh random nonce for one response (16 bytes, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The nonce of the page being rendered. Provided by entry.server only: in the browser it is
 * undefined, which is harmless, because scripts are in the page already once it hydrates.
 */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
