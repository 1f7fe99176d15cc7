import { LocationsScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

export default function LocationsRoute() {
  const { data = [], isPending } = useApiQuery(queryKeys.locations, (api) => api.listLocations());
  return <LocationsScreen locations={data} isLoading={isPending} />;
}
