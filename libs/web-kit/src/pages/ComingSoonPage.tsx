import { Container, Heading, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle } from '../meta/siteMeta.constants';
import { useDocumentTitle } from '../meta/useDocumentTitle';

/** A placeholder for a page that is not built yet. */
export function ComingSoonPage({ title, message }: { title: string; message?: string }) {
  useDocumentTitle(pageTitle(title));
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="3" textAlign="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message ?? 'This page is coming soon.'}</Text>
      </Stack>
    </Container>
  );
}
