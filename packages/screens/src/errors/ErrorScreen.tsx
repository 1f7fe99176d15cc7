import { UNEXPECTED_ERROR_TITLE } from '@warehouse/domain/notices';
import { Alert, Box, Heading, Home, Link, Stack } from '@warehouse/ui';

export interface ErrorScreenProps {
  /** What went wrong: a route error's status text, or the error's message. */
  message?: string;
  /** Or the thrown value itself; its status text or message is shown (see `errorText`). */
  error?: unknown;
}

/** The status text of a route error response, else an Error's message, else the value as text. */
export function errorText(error: unknown): string {
  if (error == null) return '';
  if (typeof error === 'string') return error;
  if (typeof error === 'object') {
    const record = error as { statusText?: unknown; message?: unknown; status?: unknown };
    if (typeof record.statusText === 'string' && record.statusText !== '') return record.statusText;
    if (typeof record.message === 'string' && record.message !== '') return record.message;
    if (typeof record.status === 'number') return String(record.status);
  }
  return String(error);
}

/** The router fallback (§2.4): "Unexpected Application Error!" with the status text or message. */
export function ErrorScreen({ message, error }: ErrorScreenProps) {
  const text = message ?? errorText(error);
  return (
    <Box as="main" display="flex" justifyContent="center" paddingY="16" paddingX="6" background="canvas">
      <Box width="full" maxWidth="content">
        <Stack gap="5">
          <Heading level={1} size="xl">
            {UNEXPECTED_ERROR_TITLE}
          </Heading>
          {text !== '' && <Alert tone="critical" title={text} />}
          <Box>
            <Link href="/" appearance="outline" icon={Home}>
              Return to Home
            </Link>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
