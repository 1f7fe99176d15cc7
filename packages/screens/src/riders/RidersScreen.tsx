import {
  RIDER_STATUS_LABELS,
  RIDER_STATUS_TONES,
  type Rider,
  type RiderForm,
  type RiderStats,
  VEHICLE_TYPE_LABELS,
  ZONE_LABELS,
} from '@warehouse/domain/deliveries';
import { formatCount, formatDay } from '@warehouse/domain/format';
import { riderSearchFields } from '@warehouse/domain/search';
import {
  Avatar,
  Badge,
  BarChart3,
  Bike,
  Button,
  Car,
  Card,
  CheckCircle2,
  Clock,
  Grid,
  IconButton,
  Inline,
  MapPin,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreVertical,
  Navigation,
  PageHeader,
  Pencil,
  Plus,
  Stack,
  Star,
  StatCard,
  Text,
  UserCircle,
  Users,
  XCircle,
  Zap,
} from '@warehouse/ui';
import { memo, type ReactNode, useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { StatSkeleton } from '../shared/Loading';
import { useMoney } from '../shared/money';
import type { PagedListProps } from '../shared/pagedList';
import { SearchableList } from '../shared/SearchableList';
import { useSearchIndex } from '../shared/useSearchIndex';
import { RiderDialog } from './RiderDialog';

/** The rider card menu's actions: "Edit Rider", "Track Location", "View Performance". */
/** Shown in place of a rating for a rider nobody has rated yet. */
const NOT_YET_RATED = 'Not yet rated';

type RiderAction = 'edit' | 'track' | 'performance';

const RIDER_ACTION_LABELS: Readonly<Record<RiderAction, string>> = {
  edit: 'Edit Rider',
  track: 'Track Location',
  performance: 'View Performance',
};

/** How many cards show at once; "Show more" adds as many again. */
const RIDERS_PAGE_SIZE = 24;

export interface RidersScreenProps extends PagedListProps {
  /**
   * The riders loaded, newest first; the screen narrows them by the search (name, phone, vehicle
   * number or zone) as it is typed, while the caller's pages of matches follow.
   */
  riders: readonly Rider[];
  /** The six figures, over every rider; skeletons until they are known. */
  stats?: RiderStats;
  /** Controlled search text (with `onQueryChange`); local otherwise. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** "Add Rider" submit with the validated form; may return a promise (the dialog closes when it resolves). */
  onCreateRider?: (form: RiderForm) => unknown;
  /** A rider card menu's action. */
  onRiderAction?: (action: RiderAction, rider: Rider) => void;
  /** Whether the Add Rider dialog is open (with `onAddOpenChange`, e.g. kept in the URL); local otherwise. */
  isAddOpen?: boolean;
  onAddOpenChange?: (isOpen: boolean) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minWidth="0">
      <Text size="xs" tone="muted">
        {label}
      </Text>
      <Text as="div" size="sm" weight="medium" truncate>
        {children}
      </Text>
    </Stack>
  );
}

const RiderCard = memo(function RiderCard({
  rider,
  onAction,
}: {
  rider: Rider;
  onAction?: (action: RiderAction, rider: Rider) => void;
}) {
  const titleId = `rider-${rider.id}`;
  const { format: formatMoney } = useMoney();
  const zone = rider.location.zone === '' ? 'No zone' : ZONE_LABELS[rider.location.zone];
  const VehicleIcon = rider.vehicleType === 'car' ? Car : rider.vehicleType === 'bike' ? Bike : Zap;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Inline gap="3" align="flex-start" wrap={false}>
        <Avatar name={rider.name} size="lg" />
        <Stack gap="1" flexGrow="1" minWidth="0">
          <Text as="strong" size="md" weight="semibold" truncate id={titleId}>
            {rider.name}
          </Text>
          <Inline gap="2">
            <Badge tone={RIDER_STATUS_TONES[rider.status]}>{RIDER_STATUS_LABELS[rider.status]}</Badge>
            <Text size="xs" tone="muted" tabular>
              {rider.id}
            </Text>
          </Inline>
        </Stack>
        <MenuTrigger>
          <IconButton icon={MoreVertical} aria-label={`Actions for ${rider.name}`} size="sm" />
          <Menu
            aria-label={`Actions for ${rider.name}`}
            onAction={(key) => onAction?.(key as RiderAction, rider)}
          >
            <MenuItem id="edit" icon={Pencil}>
              {RIDER_ACTION_LABELS.edit}
            </MenuItem>
            <MenuItem id="track" icon={Navigation}>
              {RIDER_ACTION_LABELS.track}
            </MenuItem>
            <MenuItem id="performance" icon={BarChart3}>
              {RIDER_ACTION_LABELS.performance}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </Inline>
      <Grid columns={2} gap="3">
        <Fact label="Vehicle">
          <Inline gap="1.5" wrap={false}>
            <VehicleIcon size={14} aria-hidden="true" />
            {VEHICLE_TYPE_LABELS[rider.vehicleType]}
          </Inline>
        </Fact>
        <Fact label="Vehicle Number">{rider.vehicleNumber}</Fact>
        <Fact label="Rating">
          <Inline gap="1.5" wrap={false}>
            <Star size={14} aria-hidden="true" />
            {/* A new rider has no rating yet (0), which is not a zero-star rating. */}
            {rider.rating > 0 ? rider.rating.toFixed(1) : NOT_YET_RATED}
          </Inline>
        </Fact>
        <Fact label="Deliveries">
          {formatCount(rider.totalDeliveries)} total · {rider.completedToday} today
        </Fact>
        <Fact label="Today’s Earnings">{formatMoney(rider.earnings.today)}</Fact>
        <Fact label="Zone">{zone}</Fact>
        <Fact label="Location">
          <Inline gap="1.5" wrap={false}>
            <MapPin size={14} aria-hidden="true" />
            {rider.location.current}
          </Inline>
        </Fact>
        <Fact label="Phone">{rider.phone}</Fact>
        <Fact label="Last Active">{rider.lastActive}</Fact>
        <Fact label="Joined">{formatDay(rider.joinedDate)}</Fact>
      </Grid>
    </Card>
  );
});

/** Rider Management: Add Rider, the six figures, search, and the rider cards with their menus. */
export function RidersScreen({
  riders,
  stats,
  query,
  onQueryChange,
  onCreateRider,
  onRiderAction,
  isAddOpen,
  onAddOpenChange,
  ...list
}: RidersScreenProps) {
  const [text, setText] = useControlledState(query, '', onQueryChange);
  const [addOpen, setAddOpen] = useControlledState(isAddOpen, false, onAddOpenChange);
  const search = useSearchIndex(riders, riderSearchFields);
  const matches = useMemo(() => search(text), [search, text]);

  const figures = [
    { title: 'Total Riders', value: stats && formatCount(stats.total), icon: Users },
    { title: 'Available', value: stats && formatCount(stats.available), icon: CheckCircle2 },
    { title: 'Busy', value: stats && formatCount(stats.busy), icon: Clock },
    { title: 'Offline', value: stats && formatCount(stats.offline), icon: XCircle },
    { title: 'Completed Today', value: stats && formatCount(stats.completedToday), icon: UserCircle },
    { title: 'Average Rating', value: stats?.averageRating, icon: Star },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title="Rider Management"
        description="Manage delivery riders, their availability and performance."
        actions={
          <Button icon={Plus} onPress={() => setAddOpen(true)}>
            Add Rider
          </Button>
        }
      />
      {addOpen && <RiderDialog onClose={() => setAddOpen(false)} onCreateRider={onCreateRider} />}
      <Grid columns={6} gap="4">
        {figures.map((figure) =>
          figure.value === undefined ? (
            <StatSkeleton key={figure.title} />
          ) : (
            <StatCard key={figure.title} title={figure.title} value={figure.value} icon={figure.icon} />
          ),
        )}
      </Grid>
      <SearchableList
        searchLabel="Search riders"
        searchPlaceholder="Search by name, phone, vehicle number or zone..."
        query={text}
        onQueryChange={setText}
        list={list}
        loadingLabel="Loading riders"
        layout="cards"
        items={matches}
        pageSize={RIDERS_PAGE_SIZE}
        noun="riders"
        emptyState={{
          icon: Users,
          title: 'No riders found',
          description:
            text.trim() === ''
              ? 'Add a rider to start assigning deliveries.'
              : 'Try a different name, phone, vehicle number or zone.',
        }}
        renderCard={(rider) => <RiderCard key={rider.id} rider={rider} onAction={onRiderAction} />}
      />
    </Stack>
  );
}
