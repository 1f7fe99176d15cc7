import { Stack, Text } from '@warehouse/ui';
import type { ReactNode } from 'react';

/** One fact about a record in its detail: a muted label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text tone="muted" size="xs">
        {label}
      </Text>
      {typeof children === 'string' ? <Text weight="medium">{children}</Text> : children}
    </Stack>
  );
}
