import type { PasswordChange } from '@warehouse/domain/session';
import { ChoosePasswordScreen } from '@warehouse/screens';
import { useApi } from '../data/ApiProvider';
import { passwordChangedNotice } from '../data/actionNotices';
import { showNotice } from '../data/showNotice';
import { useSession } from './SessionProvider';

/**
 * Signed in with a temporary password (issue 16): the person chooses their own before the app
 * opens. A refusal (a wrong temporary password) stays on the form, with what was typed.
 */
export function ChoosePasswordGate() {
  const session = useSession();
  const api = useApi();
  const user = session.user;
  if (!user) return null;
  return (
    <ChoosePasswordScreen
      name={user.name}
      onChangePassword={async (change: PasswordChange) => {
        await api.changePassword(change);
        showNotice(passwordChangedNotice());
        session.logIn({ ...user, mustChangePassword: false });
      }}
    />
  );
}
