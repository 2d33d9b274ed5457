import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from './session-storage.ts';
import { SIGNED_IN_HINT_ATTRIBUTE, SIGNED_IN_HINT_SCRIPT, markSignedIn } from './signed-in-hint.ts';

/** Runs the inline script as the browser does before the first paint. */
const runHintScript = () => new Function(SIGNED_IN_HINT_SCRIPT)();
const marked = () => document.documentElement.hasAttribute(SIGNED_IN_HINT_ATTRIBUTE);

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_HINT_ATTRIBUTE);
});

describe('the signed-in hint', () => {
  it('marks the page for a live stored sign-in, so cards keep room for the prices', () => {
    saveSession({ access_token: 'T'.repeat(43), expires_in: 3600 });
    runHintScript();
    expect(marked()).toBe(true);
  });

  it('leaves a visitor and an expired sign-in unmarked: their cards have no empty price room', () => {
    runHintScript();
    expect(marked()).toBe(false);
    saveSession({ access_token: 'T'.repeat(43), expires_in: -1 });
    runHintScript();
    expect(marked()).toBe(false);
  });

  it('follows the session once it is known', () => {
    markSignedIn(true);
    expect(marked()).toBe(true);
    markSignedIn(false);
    expect(marked()).toBe(false);
  });
});
