import type { RiderForm } from '@warehouse/domain/deliveries';
import { RidersScreen } from '@warehouse/screens';
import { riderCreatedNotice } from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { type DialogAddress, useUrlDialog } from '../routing/useUrlDialog';

const ADD_DIALOG: DialogAddress = { param: 'add-rider' };

export default function RidersRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const [isAddOpen, setAddOpen] = useUrlDialog(ADD_DIALOG);
  // A page at a time, searched by the server; the figures over every rider.
  const search = query.trim();
  const pages = useListPages([...queryKeys.riders, 'list', search], (api, page) =>
    api.listRiders({ ...(search ? { search } : {}), ...page }),
  );
  const stats = useApiQuery([...queryKeys.riders, 'stats'], (api) => api.getRiderStats());
  const createRider = useApiAction((api, form: RiderForm) => api.createRider(form), {
    calls: 'createRider',
    success: (rider) => riderCreatedNotice(rider.name),
  });
  return (
    <RidersScreen
      riders={pages.items}
      {...pages.listProps}
      {...(stats.data ? { stats: stats.data } : {})}
      query={query}
      onQueryChange={setQuery}
      onCreateRider={createRider}
      isAddOpen={isAddOpen}
      onAddOpenChange={setAddOpen}
    />
  );
}
