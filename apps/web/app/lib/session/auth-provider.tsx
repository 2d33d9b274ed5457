import { ACCOUNT_MESSAGES } from '@suraksha/contracts/account-messages';
import type { AccountUser } from '@suraksha/contracts/accounts';
import type { ApiRequest } from '@suraksha/contracts/transport';
import { LOGOUT_DELAY_MS } from '@suraksha/domain/constants';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'react-hot-toast';
import { ApiError, callApi } from '../api-client.ts';
import { messageInPage } from '../../i18n/use-message-text.ts';
import { useBrowserApi } from '../browser-api.ts';
import { type CustomerApi, customerApi } from '../shop-api.ts';
import { clearAllStorage, currentToken, forgetDeadSession, forgetSession, saveSession, subscribeSession } from './session-storage.ts';

export const LOGOUT_MESSAGE = ACCOUNT_MESSAGES.logout;
/** Survives the reload after logout (sessionStorage is not local storage), so the toast is seen. */
const FLASH_KEY = 'suraksha:flash';

export type AuthStatus = 'loading' | 'visitor' | 'signed-in';

export interface Auth {
  /** 'loading' until the browser's storage has been read (always so during server rendering). */
  status: AuthStatus;
  isLoggedIn: boolean;
  token: string | null;
  /** SPEC §3 User; null for a visitor and until GET /customer/profile answers. */
  user: AccountUser | null;
  /** Stores a freshly issued token and loads the profile. */
  signIn(issued: { access_token: string; expires_in: number }): Promise<AccountUser | null>;
  setUser(user: AccountUser): void;
  refreshProfile(): Promise<AccountUser | null>;
  /**
   * The shop's API with the bearer token: `customer.cart.list()`, and every public call as this
   * customer sees it. A 401 (tampered, expired or revoked token) logs the browser out cleanly
   * before the ApiError reaches the caller.
   */
  customer: CustomerApi;
  /** SPEC §4: revoke on the server, wait LOGOUT_DELAY_MS, clear all local storage, toast, reload. */
  logout(): Promise<void>;
}

const noProvider = () => Promise.reject(new Error('AuthProvider is missing around this component'));
const noProviderApi = customerApi(noProvider);
const visitorAuth: Auth = {
  status: 'visitor',
  isLoggedIn: false,
  token: null,
  user: null,
  signIn: noProvider,
  setUser: () => {},
  refreshProfile: noProvider,
  customer: noProviderApi,
  logout: noProvider,
};

const AuthContext = createContext<Auth | null>(null);

/** The signed-in customer (or a visitor) for every component below the AuthProvider. */
export function useAuth(): Auth {
  return useContext(AuthContext) ?? visitorAuth;
}

/**
 * The account screens need the provider: this supplies one when the layout has none (the root
 * layout normally wraps the whole site in AuthProvider, and then this adds nothing).
 */
export function EnsureAuthProvider({ children }: { children: React.ReactNode }) {
  return useContext(AuthContext) ? children : <AuthProvider>{children}</AuthProvider>;
}

/** The server cannot see local storage: until hydration the sign-in is unknown. */
const unknownOnServer = (): string | null | undefined => undefined;

/** Wraps the whole site (root layout): reads the stored sign-in on start and loads the profile. */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const api = useBrowserApi();
  const token = useSyncExternalStore<string | null | undefined>(subscribeSession, currentToken, unknownOnServer);
  const [profile, setProfile] = useState<{ token: string; user: AccountUser } | null>(null);
  const loading = useRef<{ token: string; answer: Promise<AccountUser | null> } | null>(null);

  const callCustomer = useCallback(
    async <T,>(request: Omit<ApiRequest, 'token'>): Promise<T> => {
      const sent = currentToken();
      try {
        return await callApi<T>(api, { ...request, token: sent });
      } catch (err) {
        // Only if the token that failed is still the stored one (not a newer sign-in).
        if (err instanceof ApiError && err.status === 401 && sent !== null && currentToken() === sent) forgetSession();
        throw err;
      }
    },
    [api],
  );
  const customer = useMemo(() => customerApi(callCustomer), [callCustomer]);

  const loadProfile = useCallback(
    (forToken: string): Promise<AccountUser | null> => {
      if (loading.current?.token === forToken) return loading.current.answer;
      const answer = customer.profile.get().then(
        ({ user }) => {
          setProfile({ token: forToken, user });
          return user;
        },
        (err: unknown) => {
          // SPEC §8: profile failures are logged only.
          console.error('Could not load the profile.', err);
          return null;
        },
      );
      loading.current = { token: forToken, answer };
      return answer;
    },
    [customer],
  );

  const refreshProfile = useCallback(async () => {
    const live = currentToken();
    if (!live) return null;
    loading.current = null;
    return loadProfile(live);
  }, [loadProfile]);

  const signIn = useCallback(
    (issued: { access_token: string; expires_in: number }) => {
      saveSession(issued);
      return loadProfile(issued.access_token);
    },
    [loadProfile],
  );

  const setUser = useCallback((user: AccountUser) => {
    const live = currentToken();
    if (live) setProfile({ token: live, user });
  }, []);

  const logout = useCallback(async () => {
    const revoked = customer.session.logout().catch((err: unknown) => {
      // The token may already be dead; the browser forgets it either way.
      console.error('Could not revoke the sign-in on the server.', err);
    });
    await Promise.all([revoked, new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS))]);
    clearAllStorage();
    // In the language of the page the customer logs out from (the reload keeps that page).
    const message = messageInPage(LOGOUT_MESSAGE, languageOfPath(window.location.pathname));
    try {
      window.sessionStorage.setItem(FLASH_KEY, message);
    } catch {
      // No session storage: the toast below is all there is.
    }
    toast.success(message);
    window.location.reload();
  }, [customer]);

  // Once, on start: an expired sign-in is removed, and the logout toast crosses the reload.
  useEffect(() => {
    forgetDeadSession();
    try {
      const flash = window.sessionStorage.getItem(FLASH_KEY);
      window.sessionStorage.removeItem(FLASH_KEY);
      if (flash) toast.success(flash);
    } catch {
      // Storage disabled: nothing to carry over.
    }
  }, []);

  // SPEC §7: GET /customer/profile on start (and after each new sign-in) when a token exists.
  useEffect(() => {
    if (token) void loadProfile(token);
  }, [token, loadProfile]);

  const status: AuthStatus = token === undefined ? 'loading' : token === null ? 'visitor' : 'signed-in';
  const user = token && profile?.token === token ? profile.user : null;
  const auth = useMemo<Auth>(
    () => ({ status, isLoggedIn: status === 'signed-in', token: token ?? null, user, signIn, setUser, refreshProfile, customer, logout }),
    [status, token, user, signIn, setUser, refreshProfile, customer, logout],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
