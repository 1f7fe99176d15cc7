import { LOGIN_SUCCESSFUL_NOTICE, socialLoginNotice } from '@warehouse/domain/notices';
import type { SocialProvider } from '@warehouse/domain/session';
import { LOGOUT_PATH, LoginScreen } from '@warehouse/screens';
import { lazy, Suspense } from 'react';
import { showNotice } from '../data/showNotice';
import { useSession } from './SessionProvider';

// The login screen ships alone: the router, the layout and the data cache load after sign-in.
const SignedInApp = lazy(() => import('../routing/SignedInApp'));

/**
 * §2.1 Session gate: while not logged in, the Login screen shows instead of the app. Once logged
 * in, the app opens at the path that was asked for. /logout is the router's (its Logout screen
 * shows there, signed in or not).
 */
export function SessionGate() {
  const session = useSession();
  const atLogout = window.location.pathname === LOGOUT_PATH;
  return (
    <Suspense fallback={null}>
      {session.loggedIn || atLogout ? (
        <SignedInApp />
      ) : (
        <LoginScreen
          onLogin={() => {
            session.logIn();
            showNotice(LOGIN_SUCCESSFUL_NOTICE);
          }}
          onSocialLogin={(provider: SocialProvider) => {
            showNotice(socialLoginNotice(provider));
            session.logIn();
          }}
        />
      )}
    </Suspense>
  );
}
