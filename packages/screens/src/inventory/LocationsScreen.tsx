import { formatCount } from '@warehouse/domain/format';
import type { LocationSummary } from '@warehouse/domain/overview';
import {
  Card,
  EmptyState,
  Grid,
  type IconComponent,
  MapPin,
  PageHeader,
  Skeleton,
  SkeletonGroup,
  Stack,
  Store,
  Warehouse,
} from '@warehouse/ui';
import { SummaryCard } from './CategoriesScreen';

export interface LocationsScreenProps {
  locations: LocationSummary[];
  isLoading?: boolean;
}

const locationIcons: Record<string, IconComponent> = {
  'Main Warehouse': Warehouse,
  'Downtown Store': Store,
};

/** "842 items", "1 item". */
function itemCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`;
}

/** Locations: Main Warehouse, Downtown Store and Airport Branch with their item counts. */
export function LocationsScreen({ locations, isLoading = false }: LocationsScreenProps) {
  return (
    <Stack gap="6">
      <PageHeader title="Locations" description="Stock held at each of your locations." />
      {isLoading ? (
        <SkeletonGroup label="Loading locations">
          <Grid columns={3}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} shape="block" size="sm" />
            ))}
          </Grid>
        </SkeletonGroup>
      ) : locations.length === 0 ? (
        <Card>
          <EmptyState icon={MapPin} title="No locations" />
        </Card>
      ) : (
        <Grid columns={3} role="list" aria-label="Locations">
          {locations.map((location) => (
            <SummaryCard
              key={location.id}
              icon={locationIcons[location.name] ?? MapPin}
              name={location.name}
              detail={itemCountText(location.itemCount)}
            />
          ))}
        </Grid>
      )}
    </Stack>
  );
}
