import { sampleAccount } from '@warehouse/domain';
import { AccountScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

/** The users route: User Account Management with its static sample data (§2.5). */
export default function UsersRoute() {
  const { data, isPending } = useApiQuery(queryKeys.account, (api) => api.getAccount());
  return <AccountScreen account={data ?? sampleAccount} isLoading={isPending} />;
}
