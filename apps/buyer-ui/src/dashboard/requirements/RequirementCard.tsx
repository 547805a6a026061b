import { Box, Button, Card, Heading, SimpleGrid, Stack, Text, Wrap } from '@ped/web-kit/ui';
import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import { formatDate } from '../formatDate';
import { RequirementBadges } from './RequirementBadges';
import { requirementState } from './requirementStatus';

interface Props {
  requirement: BuyerRequirementDto;
  onEdit: () => void;
  onViewResponses: () => void;
  onSetStatus: (status: 'active' | 'closed') => void;
  /** While its close or reopen is under way. */
  busy: boolean;
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Box minW="0">
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
        {value || 'Not specified'}
      </Text>
    </Box>
  );
}

/** One of the buyer's requirements: status, Public badge, category, the terms, when posted, and its actions. */
export function RequirementCard({ requirement, onEdit, onViewResponses, onSetStatus, busy }: Props) {
  const state = requirementState(requirement);
  const responses = requirement.responseCount;
  return (
    <Card.Root variant="outline" as="article" aria-labelledby={`requirement-${requirement.id}`}>
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Stack gap="2">
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ sm: 'start' }}
            gap="2"
          >
            <Heading as="h3" size="md" id={`requirement-${requirement.id}`} overflowWrap="anywhere">
              {requirement.title}
            </Heading>
            <RequirementBadges requirement={requirement} />
          </Stack>
          <Text textStyle="sm" color="fg.muted">
            {requirement.categoryName ?? 'No category'}
          </Text>
          <Text lineClamp={3} whiteSpace="pre-line" overflowWrap="anywhere">
            {requirement.description}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Detail label="Quantity" value={requirement.quantity} />
          <Detail label="Budget" value={requirement.budgetRange} />
          <Detail label="Timeline" value={requirement.timeline} />
          <Detail label="Delivery" value={requirement.deliveryLocation} />
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          Posted {formatDate(requirement.createdAt)}
          {requirement.expiresAt &&
            ` · ${state === 'expired' ? 'Expired' : 'Expires'} ${formatDate(requirement.expiresAt)}`}
        </Text>
      </Card.Body>
      <Card.Footer borderTopWidth="1px" pt="3" pb="3" px={{ base: '4', md: '5' }}>
        <Wrap gap="2">
          <Button size="sm" variant="outline" onClick={onViewResponses}>
            View Responses ({responses})
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit
          </Button>
          {state === 'active' ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => onSetStatus('closed')}
              loading={busy}
            >
              Close
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="brand"
              onClick={() => onSetStatus('active')}
              loading={busy}
            >
              Reopen
            </Button>
          )}
        </Wrap>
      </Card.Footer>
    </Card.Root>
  );
}
