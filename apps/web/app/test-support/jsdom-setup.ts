import { cleanup } from '@testing-library/react';
import { addEnglish } from '../i18n/english.ts';
import { addNepali } from '../i18n/nepali.ts';
import { afterEach } from 'vitest';

// Each test starts on an empty page with empty storage (stubbed fetch and spies: vitest.config.ts).
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

// jsdom has no matchMedia; react-bootstrap's Offcanvas asks it about breakpoints and react-hot-toast
// about reduced motion. Every query answers "no match", as on a small screen without preferences.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom lays nothing out, so it has no scrollIntoView; a refused form scrolls its first field into view.
if (typeof window !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// Nor ResizeObserver: the back office's ⌘K list (cmdk) watches its height with one.
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Both languages' messages, as the server has them. Components rendered alone in tests (no root layout
// around them) read English, as an unprefixed page does, unless a test gives them a TranslationProvider.
addEnglish();
addNepali();
