import { Card, Heading, SimpleGrid, Text } from '@ped/web-kit/ui';

/** A grid of titled cards (services, strengths, values, leaders). */
export function InfoCards({
  items,
  columns = 3,
}: {
  items: readonly (readonly [title: string, text: string])[];
  columns?: number;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap="4">
      {items.map(([title, text]) => (
        <Card.Root as="li" key={title} variant="outline" size="sm">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              {title}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
