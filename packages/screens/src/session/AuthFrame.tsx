import { Box, Card, Heading, type IconComponent, Stack } from '@warehouse/ui';
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

/** The card's head: its icon in a tile, the page's heading, and what follows it (a line of text). */
export function AuthHeader({
  icon: Icon,
  title,
  children,
}: {
  icon: IconComponent;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" align="center">
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        padding="3"
        borderRadius="lg"
        background="sunken"
        aria-hidden="true"
      >
        <Icon size={24} />
      </Box>
      <Heading level={1} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
