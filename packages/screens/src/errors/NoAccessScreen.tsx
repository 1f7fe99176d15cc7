import { Box, Heading, Home, Link, Lock, Stack, Text } from '@warehouse/ui';

export interface NoAccessScreenProps {
  /** The signed-in role, as people say it ("Cashier"). */
  roleLabel: string;
}

const NO_ACCESS_TITLE = 'No access';

/**
 * A page the signed-in role may not open, reached by its address: said plainly, with a
 * way back, instead of an error.
 */
export function NoAccessScreen({ roleLabel }: NoAccessScreenProps) {
  return (
    <Box display="flex" justifyContent="center" paddingY="16" paddingX="6">
      <Stack gap="4" align="center">
        <Box color="muted" aria-hidden="true">
          <Lock size={40} />
        </Box>
        <Heading level={1} size="xl">
          {NO_ACCESS_TITLE}
        </Heading>
        <Text tone="muted" align="center">
          This page is not open to your role ({roleLabel}). Ask an owner or a manager if you need it.
        </Text>
        <Link href="/" appearance="primary" icon={Home}>
          Return to Home
        </Link>
      </Stack>
    </Box>
  );
}
