import { Button, Container, RouterLink } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';

/** "Category Not Found" / "Exporter Not Found", with a way back to the full list. */
export function NotFoundMessage({ title, children }: { title: string; children: string }) {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <StateMessage
        title={title}
        headingLevel="h1"
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/browse">Browse All Exporters</RouterLink>
          </Button>
        }
      >
        {children}
      </StateMessage>
    </Container>
  );
}
