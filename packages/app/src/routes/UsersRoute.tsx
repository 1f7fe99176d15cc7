import type { PasswordChange } from '@warehouse/domain/session';
import { AccountScreen } from '@warehouse/screens';
import { passwordChangedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';

/** The users route: User Account Management (§2.5); its Password tab changes the password. */
export default function UsersRoute() {
  const { data, isPending } = useApiQuery(queryKeys.account, (api) => api.getAccount());
  const changePassword = useApiAction((api, change: PasswordChange) => api.changePassword(change), {
    invalidates: [],
    success: passwordChangedNotice,
  });
  return <AccountScreen account={data} isLoading={isPending} onChangePassword={changePassword} />;
}
