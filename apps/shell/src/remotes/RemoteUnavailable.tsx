import { Button, Container, Heading, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle, useDocumentTitle } from '@ped/web-kit';

/** Shown in place of a remote that cannot be loaded; the rest of the site keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(pageTitle('Section Unavailable'));
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          This section is unavailable
        </Heading>
        <Text color="fg.muted">
          This part of the site could not be loaded right now. The rest of the site still works; please try
          again in a moment.
        </Text>
        <Button colorPalette="brand" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Container>
  );
}
