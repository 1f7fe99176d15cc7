import {
  DELIVERY_STATUS_FILTER_OPTIONS,
  type DeliveryRequest,
  type DeliveryStatusFilter,
  type RiderListEntry,
} from '@warehouse/domain/deliveries';
import { DeliveryScreen } from '@warehouse/screens';
import { deliveryCreatedNotice, riderAssignedNotice } from '../data/actionNotices';
import { useExportHref } from '../data/exportHref';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useListPages } from '../data/useListPages';
import { useSearchParamState } from '../routing/useSearchParamState';
import { type DialogAddress, useUrlDialog } from '../routing/useUrlDialog';

/** Create Delivery at `/delivery?dialog=create-delivery` (the dashboard's quick action links there). */
const CREATE_DIALOG: DialogAddress = { param: 'create-delivery' };
const NO_RIDERS: RiderListEntry[] = [];

const isStatusFilter = (value: string): value is DeliveryStatusFilter =>
  DELIVERY_STATUS_FILTER_OPTIONS.some((option) => option.value === value);

export default function DeliveryRoute() {
  const [query, setQuery] = useSearchParamState('q');
  const [status, setStatus] = useSearchParamState('status', 'all');
  const [isCreateOpen, setCreateOpen] = useUrlDialog(CREATE_DIALOG);
  const filter = isStatusFilter(status) ? status : 'all';
  // A page at a time, searched and filtered by the server.
  const search = query.trim();
  const pages = useListPages([...queryKeys.deliveries, 'list', search, filter], (api, page) =>
    api.listDeliveries({
      ...(search ? { search } : {}),
      ...(filter === 'all' ? {} : { status: filter }),
      ...page,
    }),
  );
  const exportHref = useExportHref('deliveries', { search, ...(filter === 'all' ? {} : { status: filter }) });
  const stats = useApiQuery([...queryKeys.deliveries, 'stats'], (api) => api.getDeliveryStats());
  // The rider chooser's entries: the available riders only, not every rider's record.
  const riders = useApiQuery([...queryKeys.riders, 'available'], (api) => api.listAvailableRiders());
  const createDelivery = useApiAction((api, request: DeliveryRequest) => api.createDelivery(request), {
    calls: 'createDelivery',
    success: (delivery) => deliveryCreatedNotice(delivery.id),
  });
  const assignRider = useApiAction(
    (api, { deliveryId, riderId }: { deliveryId: string; riderId: string }) =>
      api.assignRider(deliveryId, { riderId }),
    {
      calls: 'assignRider',
      success: (delivery) => riderAssignedNotice(delivery.rider?.name ?? 'Rider', delivery.id),
    },
  );
  return (
    <DeliveryScreen
      deliveries={pages.items}
      {...pages.listProps}
      // The rider chooser needs the riders: the table waits for them too.
      isLoading={pages.listProps.isLoading || riders.isPending}
      {...(stats.data ? { stats: stats.data } : {})}
      riders={riders.data ?? NO_RIDERS}
      query={query}
      onQueryChange={setQuery}
      status={filter}
      onStatusChange={setStatus}
      isCreateOpen={isCreateOpen}
      onCreateOpenChange={setCreateOpen}
      onCreateDelivery={createDelivery}
      exportHref={exportHref}
      onAssignRider={(deliveryId, riderId) => assignRider({ deliveryId, riderId }).catch(() => {})}
    />
  );
}
