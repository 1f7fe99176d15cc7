import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** §2.1 Session gate: two local flags. Nothing is persisted (§1): a reload starts logged out. */
export interface Session {
  loggedIn: boolean;
  loggingOut: boolean;
  /** Login sets logged in. */
  logIn: () => void;
  /** Visiting /logout: the Logout screen shows until logOut runs. */
  startLogout: () => void;
  /** Logout clears both flags. */
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
  const [flags, setFlags] = useState({ loggedIn: initiallyLoggedIn, loggingOut: false });
  const logIn = useCallback(() => setFlags({ loggedIn: true, loggingOut: false }), []);
  const startLogout = useCallback(() => setFlags((f) => ({ ...f, loggingOut: true })), []);
  const logOut = useCallback(() => setFlags({ loggedIn: false, loggingOut: false }), []);
  const value = useMemo(
    () => ({ ...flags, logIn, startLogout, logOut }),
    [flags, logIn, startLogout, logOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
