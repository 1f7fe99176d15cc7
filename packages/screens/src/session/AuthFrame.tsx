import { Box, Card, Stack } from '@warehouse/ui';
import type { ReactNode } from 'react';

/** A full-page frame centring one narrow card: the sign-in, sign-out and error pages. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      as="main"
      display="flex"
      alignItems="center"
      justifyContent="center"
      minHeight="viewport"
      padding="6"
      background="canvas"
    >
      <Box width="full" maxWidth="content">
        <Card padding="lg">
          <Stack gap="6">{children}</Stack>
        </Card>
      </Box>
    </Box>
  );
}
