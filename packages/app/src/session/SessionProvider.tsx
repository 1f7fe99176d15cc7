import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** §2.1 Session gate: one local flag. Nothing is persisted (§1): a reload starts logged out. */
interface Session {
  loggedIn: boolean;
  logIn: () => void;
  logOut: () => void;
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
  initiallyLoggedIn = startLoggedIn,
}: {
  children: ReactNode;
  initiallyLoggedIn?: boolean;
}) {
  // A new object on each change, even to the same value: logging out at /logout after a reload
  // (signed out already) must still take the gate from the Logout screen to Login.
  const [state, setState] = useState({ loggedIn: initiallyLoggedIn });
  const logIn = useCallback(() => setState({ loggedIn: true }), []);
  const logOut = useCallback(() => setState({ loggedIn: false }), []);
  const value = useMemo(() => ({ ...state, logIn, logOut }), [state, logIn, logOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
