import { Button, Container, Heading, Stack, Text, RouterLink } from '@ped/web-kit/ui';
import { pageTitle } from '../meta/siteMeta.constants';
import { useDocumentTitle } from '../meta/useDocumentTitle';
import { useNoIndex } from '../meta/useNoIndex';

/** The not-found screen, shared by the shell and every remote so an unknown path looks the same anywhere. */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page Not Found'));
  useNoIndex();
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has been moved.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
