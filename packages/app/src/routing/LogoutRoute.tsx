import { LOGGED_OUT_NOTICE } from '@warehouse/domain/notices';
import { LogoutScreen } from '@warehouse/screens';
import { showNotice } from '../data/showNotice';
import { useSession } from '../session/SessionProvider';

/** The Logout screen (§2.1): logs out after 2 seconds or on "Logout Now", then shows Login at /. */
export default function LogoutRoute() {
  const session = useSession();
  return (
    <LogoutScreen
      onLogout={() => {
        // Leave /logout first, so the gate shows Login once the session is signed out.
        window.history.replaceState(null, '', '/');
        session.signOut();
        showNotice(LOGGED_OUT_NOTICE);
      }}
    />
  );
}
