import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityEntry,
  type ActivityKind,
  activityLabel,
} from '@warehouse/domain/accounts';
import type { ExportFormat } from '@warehouse/domain/exports';
import { formatMoment } from '@warehouse/domain/format';
import {
  Badge,
  Box,
  Card,
  DataTable,
  type DataTableColumn,
  DatePicker,
  EmptyState,
  Grid,
  History,
  PageHeader,
  parseDate,
  Select,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@warehouse/ui';
import { ExportMenu } from '../shared/ExportMenu';
import { tablePaging } from '../shared/pagedList';

/** What the trail is narrowed to; each empty or absent means "all". */
export interface ActivityFilters {
  userId: string;
  kind: ActivityKind | '';
  /** YYYY-MM-DD. */
  from: string;
  to: string;
}

export interface ActivityScreenProps {
  entries: readonly ActivityEntry[];
  isLoading?: boolean;
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
  /** The people to filter by: user id and name. */
  people: readonly { userId: string; name: string }[];
  /** How many entries match in all (at most the server's count bound, then `totalIsLowerBound`). */
  total?: number;
  totalIsLowerBound?: boolean;
  /** Reads the next page as the table's end comes into view; absent on the last page. */
  onLoadMore?: () => void;
  /** "Export": the entries as filtered, as a CSV or Excel file; none hides it. */
  exportHref?: (format: ExportFormat) => string;
}

const ALL = 'all';
const kindItems = [
  { id: ALL, label: 'All kinds' },
  ...ACTIVITY_KINDS.map((kind) => ({ id: kind, label: ACTIVITY_KIND_LABELS[kind] })),
];
const toDate = (value: string) => (value === '' ? null : parseDate(value));

/** The trail's columns: on the Activity screen, and in a record's own history. */
export const activityColumns: DataTableColumn<ActivityEntry>[] = [
  {
    id: 'at',
    header: 'When',
    width: '1.5fr',
    minWidth: 230,
    cell: (entry) => (
      <Text tabular truncate>
        {formatMoment(entry.at)}
      </Text>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    isRowHeader: true,
    width: '1.6fr',
    cell: (entry) => <Text truncate>{activityLabel(entry)}</Text>,
  },
  {
    id: 'record',
    header: 'Record',
    width: '1fr',
    cell: (entry) => (
      <Text mono size="sm" truncate>
        {entry.record ?? '—'}
      </Text>
    ),
  },
  {
    id: 'who',
    header: 'Who',
    width: '1fr',
    cell: (entry) => (
      <Text mono size="sm" truncate>
        {entry.userId}
      </Text>
    ),
  },
  {
    id: 'outcome',
    header: 'Outcome',
    width: '1fr',
    cell: (entry) =>
      entry.outcome === 'done' ? (
        <Badge tone="positive">Done</Badge>
      ) : (
        <Badge tone="critical">{`Refused: ${entry.code ?? 'error'}`}</Badge>
      ),
  },
];

/**
 * Activity (`/activity`, for owners and managers): the audit trail, newest first,
 * narrowed by person, kind and dates, a page at a time.
 */
export function ActivityScreen({
  entries,
  isLoading = false,
  filters,
  onFiltersChange,
  people,
  total,
  totalIsLowerBound = false,
  onLoadMore,
  exportHref,
}: ActivityScreenProps) {
  const set = (change: Partial<ActivityFilters>) => onFiltersChange({ ...filters, ...change });
  const personItems = [
    { id: ALL, label: 'Everyone' },
    ...people.map((person) => ({ id: person.userId, label: `${person.name} (${person.userId})` })),
  ];
  return (
    <Stack gap="6">
      <PageHeader
        title="Activity"
        description="Who changed what, and when: every change to the business."
        actions={exportHref && <ExportMenu label="Export" href={exportHref} />}
      />
      <Card>
        <Grid columns={4} gap="4">
          <Select
            label="Person"
            items={personItems}
            selectedKey={filters.userId === '' ? ALL : filters.userId}
            onSelectionChange={(key) => set({ userId: key == null || key === ALL ? '' : String(key) })}
          />
          <Select
            label="Kind"
            items={kindItems}
            selectedKey={filters.kind === '' ? ALL : filters.kind}
            onSelectionChange={(key) =>
              set({ kind: key == null || key === ALL ? '' : (key as ActivityKind) })
            }
          />
          <DatePicker
            label="From"
            value={toDate(filters.from)}
            onChange={(value) => set({ from: value ? value.toString() : '' })}
          />
          <DatePicker
            label="To"
            value={toDate(filters.to)}
            onChange={(value) => set({ to: value ? value.toString() : '' })}
          />
        </Grid>
      </Card>
      <Card padding="none">
        {isLoading ? (
          <Box padding="4">
            <SkeletonGroup label="Loading activity">
              <Stack gap="4">
                {[1, 2, 3, 4].map((row) => (
                  <Skeleton key={row} width="3/4" />
                ))}
              </Stack>
            </SkeletonGroup>
          </Box>
        ) : (
          <DataTable
            aria-label="Activity"
            columns={activityColumns}
            rows={entries}
            {...tablePaging({ total, totalIsLowerBound, onLoadMore })}
            getRowId={(entry) => entry.id}
            fitWindow
            emptyState={
              <EmptyState
                icon={History}
                title="No activity"
                description="Nothing was changed that matches these filters."
              />
            }
          />
        )}
      </Card>
    </Stack>
  );
}
