import { Card, Heading, SimpleGrid, Stack, Text } from '@ped/web-kit/ui';

const REASONS = [
  ['Global reach', 'International buyers search the directory for Pakistani suppliers, free of charge.'],
  [
    'Verified trust',
    'Certified third-party partners verify your company within 48 hours, free on every plan; buyers see your badge.',
  ],
  ['No commission', 'Deal directly with buyers. We never take a cut of your orders.'],
  ['Direct inquiries', 'Buyers contact you from your profile; you answer from your dashboard.'],
] as const;

/** Why exporters list with us. */
export function ReasonsToJoin() {
  return (
    <Stack as="section" aria-labelledby="reasons-heading" gap="6">
      <Heading id="reasons-heading" as="h2" size="2xl" textAlign="center">
        Why join the directory?
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {REASONS.map(([title, text]) => (
          <Card.Root key={title} variant="subtle" size="sm">
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
    </Stack>
  );
}
