import { Badge, Card, HStack, SimpleGrid, Stack, Text, Wrap } from '@ped/web-kit/ui';
import type { MessageTemplateDto } from '@ped/contracts/admin';
import { useMessageTemplates } from '../api/adminApi';
import { ConversationsPanel } from '../moderation/ConversationsPanel';
import { SuspendedBuyersPanel } from '../moderation/SuspendedBuyersPanel';
import { QueryState } from './QueryState';
import { TabSection } from './TabSection';

function TemplateCard({ template }: { template: MessageTemplateDto }) {
  return (
    <Card.Root variant="outline" size="sm" minW="0">
      <Card.Header>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{template.name}</Text>
          <HStack gap="1">
            <Badge variant="outline">{template.category}</Badge>
            {!template.isActive && <Badge colorPalette="gray">Inactive</Badge>}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Text textStyle="sm">
            <Text as="span" color="fg.muted">
              Subject:{' '}
            </Text>
            {template.subject}
          </Text>
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line" lineClamp={4}>
            {template.content}
          </Text>
          {template.variables.length > 0 && (
            <Wrap gap="1" aria-label="Variables">
              {template.variables.map((variable) => (
                <Badge key={variable} size="sm" colorPalette="brand" variant="subtle" fontFamily="mono">
                  {/* As the template's text writes it. */}
                  {`{{${variable}}}`}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Communication: every conversation (block, archive, lift a block, suspend its buyer), suspended buyers, message templates. */
export function CommunicationTab() {
  const templates = useMessageTemplates();
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <TabSection
        title="Conversations"
        note="Every conversation between buyers and exporters. A block holds for the buyer and the exporter in all their conversations and inquiries until you lift it."
      >
        <ConversationsPanel />
      </TabSection>
      <TabSection
        title="Suspended buyers"
        note="They cannot start a conversation or send an inquiry until you lift the suspension."
      >
        <SuspendedBuyersPanel />
      </TabSection>
      <TabSection title="Message templates" note="Texts the team sends to exporters and buyers.">
        <QueryState
          query={templates}
          what="the message templates"
          isEmpty={(rows) => rows.length === 0}
          empty="No message templates yet."
        >
          {(rows) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {rows.map((template) => (
                <TemplateCard key={template.id} template={template} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </TabSection>
    </Stack>
  );
}
