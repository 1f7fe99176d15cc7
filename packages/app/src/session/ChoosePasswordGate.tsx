import { isContractError } from '@warehouse/domain/contract';
import type { PasswordChange } from '@warehouse/domain/session';
import { ChoosePasswordScreen } from '@warehouse/screens';
import { useApi } from '../data/ApiProvider';
import { passwordChangedNotice } from '../data/actionNotices';
import { showNotice } from '../data/showNotice';
import { useSession } from './SessionProvider';

const PASSWORD_NOT_CHANGED = {
  title: 'Password Not Changed',
  message: 'The server did not answer. Try again in a moment',
  destructive: true,
};

/**
 * Signed in with a temporary password: the person chooses their own before the app
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
        try {
          await api.changePassword(change);
        } catch (error) {
          // Field errors show on the form; anything else (the server unreachable) is said here.
          if (!isContractError(error)) showNotice(PASSWORD_NOT_CHANGED);
          throw error;
        }
        showNotice(passwordChangedNotice());
        session.logIn({ ...user, mustChangePassword: false });
      }}
      onSignOut={session.signOut}
    />
  );
}
