import type { RiderForm } from '@warehouse/domain/deliveries';
import { RidersScreen } from '@warehouse/screens';
import { riderCreatedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSearchParamState } from '../routing/useSearchParamState';
import { type DialogAddress, useUrlDialog } from '../routing/useUrlDialog';

const ADD_DIALOG: DialogAddress = { param: 'add-rider' };

export default function RidersRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const [isAddOpen, setAddOpen] = useUrlDialog(ADD_DIALOG);
  const { data: riders = [], isPending } = useApiQuery(queryKeys.riders, (api) => api.listRiders());
  const createRider = useApiAction((api, form: RiderForm) => api.createRider(form), {
    invalidates: [queryKeys.riders],
    success: (rider) => riderCreatedNotice(rider.name),
  });
  return (
    <RidersScreen
      riders={riders}
      isLoading={isPending}
      query={query}
      onQueryChange={setQuery}
      onCreateRider={createRider}
      isAddOpen={isAddOpen}
      onAddOpenChange={setAddOpen}
    />
  );
}
