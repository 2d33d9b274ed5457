import { afterEach, describe, expect, it } from 'vitest';
import { clearAllStorage, currentToken, forgetDeadSession, hasLoginFlag, saveSession } from './session-storage.ts';

afterEach(() => localStorage.clear());

const TOKEN = 'A'.repeat(43);

describe('the stored sign-in (SPEC §3: token, isLoggedIn, expiry)', () => {
  it('keeps the token, the flag and now + expires_in seconds', () => {
    saveSession({ access_token: TOKEN, expires_in: 3600 }, 1_000_000);
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('expiry')).toBe(String(1_000_000 + 3_600_000));
    expect(currentToken(1_000_000)).toBe(TOKEN);
    expect(hasLoginFlag()).toBe(true);
  });

  it('counts an expired sign-in as none, and removes it on the next start', () => {
    saveSession({ access_token: TOKEN, expires_in: 60 }, 0);
    expect(currentToken(61_000)).toBeNull();
    expect(forgetDeadSession(61_000)).toBe(true);
    expect([localStorage.getItem('token'), localStorage.getItem('isLoggedIn'), localStorage.getItem('expiry')]).toEqual([null, null, null]);
  });

  it('leaves a live sign-in alone', () => {
    saveSession({ access_token: TOKEN, expires_in: 60 }, 0);
    expect(forgetDeadSession(1000)).toBe(false);
    expect(currentToken(1000)).toBe(TOKEN);
  });

  it('needs the login flag as well as a token', () => {
    saveSession({ access_token: TOKEN, expires_in: 60 });
    localStorage.removeItem('isLoggedIn');
    expect(currentToken()).toBeNull();
  });

  it('clears everything on logout, not only the sign-in', () => {
    saveSession({ access_token: TOKEN, expires_in: 60 });
    localStorage.setItem('something-else', 'x');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
  });
});
