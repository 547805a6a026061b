import { Button, Container, RouterLink } from '@ped/web-kit/ui';
import { StateMessage, useNoIndex } from '@ped/web-kit';

/**
 * "Category Not Found" / "Exporter Not Found", with a way back to the full list. The edge answers these paths 200
 * (it cannot know which records exist), so the page tells search engines not to index it.
 */
export function NotFoundMessage({ title, children }: { title: string; children: string }) {
  useNoIndex();
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
