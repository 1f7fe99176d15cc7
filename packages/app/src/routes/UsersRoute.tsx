import { AccountScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';
import { useChangePassword } from '../data/useChangePassword';

/** The users route: User Account Management (§2.5); its Password tab changes the password. */
export default function UsersRoute() {
  const { data, isPending } = useApiQuery(queryKeys.account, (api) => api.getAccount());
  const changePassword = useChangePassword();
  return <AccountScreen account={data} isLoading={isPending} onChangePassword={changePassword} />;
}
