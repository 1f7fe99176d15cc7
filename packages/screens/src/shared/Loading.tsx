import { Card, Grid, Skeleton, SkeletonGroup, Stack } from '@warehouse/ui';

/** Placeholder rows for a table that is loading; announced as `label`. */
export function TableSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label}>
      <Stack gap="3">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} shape="block" size="sm" />
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

/** A stat card's placeholder (decorative: put it inside a `SkeletonGroup`, or next to one). */
export function StatSkeleton() {
  return (
    <Card>
      <Stack gap="3">
        <Skeleton width="1/2" />
        <Skeleton shape="block" size="sm" width="3/4" />
      </Stack>
    </Card>
  );
}

/** Placeholder cards for a grid of cards that is loading (decorative: put it inside a `SkeletonGroup`). */
export function CardGridSkeleton({
  count = 6,
  minItemWidth = 'lg',
}: {
  count?: number;
  minItemWidth?: 'md' | 'lg';
}) {
  return (
    <Grid minItemWidth={minItemWidth} gap="4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Card key={i}>
          <Stack gap="4">
            <Skeleton shape="circle" size="md" />
            <Skeleton lines={3} />
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}
