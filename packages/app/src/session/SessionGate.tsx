import type { SignInRequest } from '@warehouse/domain/accounts';
import { LOGIN_SUCCESSFUL_NOTICE, socialLoginNotice } from '@warehouse/domain/notices';
import type { SocialProvider } from '@warehouse/domain/session';
import { LOGOUT_PATH, LoginScreen } from '@warehouse/screens';
import { lazy, Suspense, useState } from 'react';
import { showNotice } from '../data/showNotice';
import { useSession } from './SessionProvider';
import { SignInRefused } from './sessionClient';

// The login screen ships alone: the router, the layout and the data cache load after sign-in, and
// the form for choosing a first password when the server asks for one.
const SignedInApp = lazy(() => import('../routing/SignedInApp'));
const ChoosePasswordGate = lazy(() =>
  import('./ChoosePasswordGate').then(({ ChoosePasswordGate }) => ({ default: ChoosePasswordGate })),
);

const SERVER_UNREACHABLE = {
  title: 'Login Failed',
  message: 'The server did not answer. Try again in a moment',
  destructive: true,
};

/**
 * §2.1 Session gate: while not logged in, the Login screen shows instead of the app. Once logged
 * in, the app opens at the path that was asked for. /logout is the router's (its Logout screen
 * shows there, signed in or not). Sign-in goes to the server: in demo mode any pair
 * opens a session as the sample owner, with staff accounts only a right password does.
 */
export function SessionGate() {
  const session = useSession();
  const [isSigningIn, setSigningIn] = useState(false);
  const atLogout = window.location.pathname === LOGOUT_PATH;

  const signIn = async (request: SignInRequest, success: () => void) => {
    if (isSigningIn) return;
    setSigningIn(true);
    try {
      const user = await session.client.signIn(request);
      success();
      session.logIn(user);
    } catch (error) {
      showNotice(
        error instanceof SignInRefused ? { ...error.notice, destructive: true } : SERVER_UNREACHABLE,
      );
    } finally {
      setSigningIn(false);
    }
  };

  if (session.mode === null && !session.loggedIn && !atLogout) return null;
  return (
    <Suspense fallback={null}>
      {session.loggedIn && session.user?.mustChangePassword && !atLogout ? (
        <ChoosePasswordGate />
      ) : session.loggedIn || atLogout ? (
        <SignedInApp />
      ) : (
        <LoginScreen
          demo={session.mode === 'demo'}
          isSigningIn={isSigningIn}
          onLogin={(values) => signIn(values, () => showNotice(LOGIN_SUCCESSFUL_NOTICE))}
          onSocialLogin={(provider: SocialProvider) =>
            signIn({ provider }, () => showNotice(socialLoginNotice(provider)))
          }
        />
      )}
    </Suspense>
  );
}
