import { DEMO_OWNER, ROLE_LABELS } from '@warehouse/domain/accounts';
import { ProfileScreen } from '@warehouse/screens';
import { useChangePassword } from '../data/useChangePassword';
import { useSession } from '../session/SessionProvider';

/** Profile: the signed-in person's account and their own password change, for every role. */
export default function ProfileRoute() {
  const user = useSession().user ?? { ...DEMO_OWNER, mustChangePassword: false };
  const changePassword = useChangePassword();
  return (
    <ProfileScreen
      user={{ name: user.name, userId: user.userId, email: user.email, roleLabel: ROLE_LABELS[user.role] }}
      onChangePassword={changePassword}
    />
  );
}
