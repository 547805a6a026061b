import type { ConversationDetailDto } from '@ped/contracts/messaging';
import type { ConversationClosedStatus, ConversationStatus } from '@ped/contracts/options';
import {
  Badge,
  Box,
  createIcon,
  Heading,
  HStack,
  IconButton,
  Link,
  Portal,
  RouterLink,
  Stack,
  Text,
} from '@ped/web-kit/ui';
import { Menu } from '@ped/web-kit/ui-overlays';
import { ExporterLogo } from '../../compare/ExporterLogo';

const MoreIcon = /* @__PURE__ */ createIcon({
  displayName: 'MoreIcon',
  defaultProps: { fill: 'currentColor' },
  path: (
    <>
      <circle cx="12" cy="5" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="12" cy="19" r="1.8" />
    </>
  ),
});

const BackIcon = /* @__PURE__ */ createIcon({
  displayName: 'BackIcon',
  defaultProps: { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round' },
  path: <path d="M15 6l-6 6 6 6" />,
});

const STATUS_LABELS: Record<ConversationStatus, string> = {
  active: 'Active',
  archived: 'Archived',
  blocked: 'Blocked',
};

/** Who the viewer is writing with: the exporter (its profile) for a buyer, the buyer's name and company for an exporter. */
function OtherParty({ conversation }: { conversation: ConversationDetailDto }) {
  const { buyer, exporter } = conversation;
  if (conversation.viewerType === 'buyer') {
    return exporter ? (
      <Link asChild color="fg.muted" textStyle="sm" variant="underline">
        <RouterLink to={`/exporters/${exporter.id}`}>{exporter.companyName}</RouterLink>
      </Link>
    ) : (
      <Text textStyle="sm" color="fg.muted">
        {conversation.otherPartyName}
      </Text>
    );
  }
  const about = [buyer?.name ?? conversation.otherPartyName, buyer?.company, buyer?.country]
    .filter(Boolean)
    .join(' · ');
  return (
    <Text textStyle="sm" color="fg.muted">
      {about}
      {buyer?.isVerified && (
        <Badge colorPalette="green" variant="subtle" size="sm" ms="2" verticalAlign="middle">
          Verified buyer
        </Badge>
      )}
    </Text>
  );
}

interface Props {
  conversation: ConversationDetailDto;
  /** Where Back leads on a phone (the list, its tab kept). */
  backTo: string;
  onStatus: (status: ConversationClosedStatus) => void;
  onReport: () => void;
}

/** The thread's head: Back (phones), the other party, the subject, the status and the actions menu. */
export function ThreadHeader({ conversation, backTo, onStatus, onReport }: Props) {
  const active = conversation.status === 'active';
  return (
    <Stack gap="2" px={{ base: '3', md: '5' }} py="3" borderBottomWidth="1px">
      <Box display={{ base: 'block', md: 'none' }}>
        <Link asChild textStyle="sm" color="brand.fg" fontWeight="medium">
          <RouterLink to={backTo}>
            <BackIcon boxSize="4" aria-hidden /> Back to conversations
          </RouterLink>
        </Link>
      </Box>
      <HStack align="start" gap="3">
        <ExporterLogo
          companyName={conversation.otherPartyName}
          logoUrl={conversation.otherPartyLogoUrl}
          boxSize="10"
        />
        <Stack gap="0.5" minW="0" flex="1">
          <Heading as="h2" size="md" lineClamp={2} overflowWrap="anywhere">
            {conversation.subject}
          </Heading>
          <OtherParty conversation={conversation} />
        </Stack>
        {!active && (
          <Badge
            colorPalette={conversation.status === 'blocked' ? 'red' : 'gray'}
            variant="outline"
            flexShrink={0}
          >
            {STATUS_LABELS[conversation.status]}
          </Badge>
        )}
        <Menu.Root
          positioning={{ placement: 'bottom-end' }}
          onSelect={({ value }) =>
            value === 'report' ? onReport() : onStatus(value as ConversationClosedStatus)
          }
        >
          <Menu.Trigger asChild>
            <IconButton aria-label="Conversation actions" variant="ghost" size="sm" flexShrink={0}>
              <MoreIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="archived" disabled={!active}>
                  Archive Conversation
                </Menu.Item>
                <Menu.Item value="blocked" disabled={!active}>
                  Block Conversation
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="report">Report Conversation</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Stack>
  );
}
