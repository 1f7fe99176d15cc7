import type { ActivityEntry } from '@warehouse/domain/accounts';
import { DataTable, Text } from '@warehouse/ui';
import { activityColumns } from './ActivityScreen';

/** A record's own audit entries, newest first, in its detail dialog. */
export function RecordActivity({ label, entries }: { label: string; entries: readonly ActivityEntry[] }) {
  return (
    <DataTable
      aria-label={label}
      columns={activityColumns}
      rows={[...entries]}
      getRowId={(entry) => entry.id}
      maxVisibleRows={5}
      emptyState={<Text tone="muted">No one has changed it yet.</Text>}
    />
  );
}
