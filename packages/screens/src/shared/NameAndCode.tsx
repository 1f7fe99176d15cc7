import { Stack, Text } from '@warehouse/ui';
import type { ReactNode } from 'react';

/** A product as a table cell shows it: its name, and under it its SKU (and anything after). */
export function NameAndCode({ name, code }: { name: string; code: ReactNode }) {
  return (
    <Stack gap="0.5" minWidth="0">
      <Text size="sm" weight="medium" truncate>
        {name}
      </Text>
      <Text size="xs" tone="muted" mono>
        {code}
      </Text>
    </Stack>
  );
}
