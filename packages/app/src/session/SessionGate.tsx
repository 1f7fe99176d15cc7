import {
  LOGIN_SUCCESSFUL_NOTICE,
  LOGOUT_PATH,
  type SocialProvider,
  socialLoginNotice,
} from '@warehouse/domain';
import { LoginScreen } from '@warehouse/screens';
import { lazy, Suspense } from 'react';
import { showNotice } from '../data/showNotice';
import { useSession } from './SessionProvider';

// The login screen ships alone: the router, the layout and the data cache load after sign-in, the
// Logout screen when /logout is visited.
const SignedInApp = lazy(() => import('../routing/SignedInApp'));
const LogoutRoute = lazy(() => import('../routing/LogoutRoute'));

/**
 * §2.1 Session gate: while not logged in, or logging out, the Login or Logout screen shows instead
 * of the main layout. Once logged in, the app opens at the path that was asked for.
 */
export function SessionGate() {
  const session = useSession();
  const atLogout = window.location.pathname === LOGOUT_PATH;
  return (
    <Suspense fallback={null}>
      {atLogout || session.loggingOut ? (
        <LogoutRoute />
      ) : session.loggedIn ? (
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
