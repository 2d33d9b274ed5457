import { createContext, useContext } from 'react';

/** What a route module may declare in its `handle` to loosen its page's policy on purpose. */
export interface PagePolicyHandle {
  /** The page shows one of our own PDFs in an <object> (the catalogue viewer, decision 0023). */
  embedsOwnPdf?: true;
}

interface PageOptions {
  embedsOwnPdf?: boolean;
}

/**
 * The Content-Security-Policy of every page (docs/decisions/0007). Scripts run only from our own
 * origin or with this response's nonce, so an injected <script> or on* handler that got past the
 * HTML sanitizer still cannot run. Styles allow inline attributes: React `style` props and the
 * toaster's generated stylesheet need them, and CSS cannot run code. No page embeds plugins or
 * objects except one that says so, and no site may frame our pages (clickjacking).
 */
export function contentSecurityPolicy(nonce: string, { embedsOwnPdf = false }: PageOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' blob:",
    // Only the catalogue viewer embeds, and only our own PDFs: uploads are never served, so 'self'
    // holds only the shop's own files. Every other page refuses <object> and <embed> outright.
    embedsOwnPdf ? "object-src 'self'" : "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether any route of this render declares `handle.embedsOwnPdf` (read by entry.server). */
export function pageEmbedsOwnPdf(routeIds: readonly string[], routeModules: Readonly<Record<string, unknown>>): boolean {
  return routeIds.some((id) => (routeModules[id] as { handle?: PagePolicyHandle } | undefined)?.handle?.embedsOwnPdf === true);
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
