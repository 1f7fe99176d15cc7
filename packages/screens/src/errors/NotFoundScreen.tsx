import { PAGE_NOT_FOUND_TITLE } from '@warehouse/domain/notices';
import { Box, Heading, Home, Link, Stack, Text } from '@warehouse/ui';

export interface NotFoundScreenProps {
  /** The path that has no page, e.g. "/inventory/unknown". */
  path?: string;
}

/** The 404 page (§2.4): "Oops! Page not found" and a "Return to Home" link to /. */
export function NotFoundScreen({ path }: NotFoundScreenProps) {
  return (
    <Box display="flex" justifyContent="center" paddingY="16" paddingX="6">
      <Stack gap="4" align="center">
        <Text size="3xl" weight="bold" tone="accent" aria-hidden="true">
          404
        </Text>
        <Heading level={1} size="xl">
          {PAGE_NOT_FOUND_TITLE}
        </Heading>
        {path !== undefined && (
          <Text tone="muted" align="center">
            No page exists at{' '}
            <Text mono tone="default">
              {path}
            </Text>
          </Text>
        )}
        <Link href="/" appearance="primary" icon={Home}>
          Return to Home
        </Link>
      </Stack>
    </Box>
  );
}
