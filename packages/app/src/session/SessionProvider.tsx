import { SESSION_ENDED, type SignInMode, type StaffUser } from '@warehouse/domain/accounts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { showNotice } from '../data/showNotice';
import type { SessionClient } from './sessionClient';
import { onSessionEnded } from './sessionEnded';

/**
 * §2.1 Session gate, with the server's staff accounts. In demo mode nothing carries
 * over a reload (§1: a reload starts logged out); with staff accounts a reload keeps the session
 * the server still holds.
 */
interface Session {
  loggedIn: boolean;
  /** Who is signed in (the demo owner in demo mode). */
  user: StaffUser | null;
  /** How sign-in works here; null until the server has said. */
  mode: SignInMode | null;
  client: SessionClient;
  logIn: (user: StaffUser) => void;
  logOut: () => void;
  /** Signs out here at once, and of the server's session (not waited for). */
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

let startLoggedIn = false;
/**
 * The benchmark build only (main.tsx, bench mode): start signed in, so the dashboard's first load
 * can be measured. The normal app never calls this, so a reload still starts logged out.
 */
export function startSignedInForBenchmark(): void {
  startLoggedIn = true;
}

export function SessionProvider({
  children,
  client,
  initiallyLoggedIn = startLoggedIn,
}: {
  children: ReactNode;
  client: SessionClient;
  initiallyLoggedIn?: boolean;
}) {
  // A new object on each change, even to the same value: logging out at /logout after a reload
  // (signed out already) must still take the gate from the Logout screen to Login.
  const [state, setState] = useState<{ loggedIn: boolean; user: StaffUser | null }>({
    loggedIn: initiallyLoggedIn,
    user: null,
  });
  const [mode, setMode] = useState<SignInMode | null>(null);
  const logIn = useCallback((user: StaffUser) => setState({ loggedIn: true, user }), []);
  const logOut = useCallback(() => setState({ loggedIn: false, user: null }), []);
  const signOut = useCallback(() => {
    void client.signOut().catch(() => {});
    logOut();
  }, [client, logOut]);

  useEffect(() => {
    let current = true;
    client.read().then(
      (read) => {
        if (!current) return;
        setMode(read.mode);
        if (read.mode === 'production' && read.user) logIn(read.user);
      },
      // The server did not answer: its sign-in will say so; no demo hint meanwhile.
      () => current && setMode('production'),
    );
    return () => {
      current = false;
    };
  }, [client, logIn]);

  // Several requests may be refused at once: one notice, and only for a user still signed in.
  const loggedIn = useRef(state.loggedIn);
  loggedIn.current = state.loggedIn;
  useEffect(
    () =>
      onSessionEnded(() => {
        if (!loggedIn.current) return;
        loggedIn.current = false;
        showNotice({ ...SESSION_ENDED, destructive: true });
        logOut();
      }),
    [logOut],
  );

  const value = useMemo(
    () => ({ ...state, mode, client, logIn, logOut, signOut }),
    [state, mode, client, logIn, logOut, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
