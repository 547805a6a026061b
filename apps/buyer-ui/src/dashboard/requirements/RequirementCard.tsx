import { formatAmount, formatDate, formatDay } from '@ped/contracts/format';
import { Badge, Box, Button, Card, Heading, SimpleGrid, Stack, Text, Wrap } from '@ped/web-kit/ui';
import {
  isLessDetailed,
  type BuyerRequirementDto,
  type RequirementTemplateDto,
} from '@ped/contracts/catalog';
import { formatTemplateValue, incotermWithPlace, pricePerUnit } from '@ped/contracts/options';
import { RequirementBadges } from './RequirementBadges';
import { requirementState } from './requirementStatus';

interface Props {
  requirement: BuyerRequirementDto;
  /** Its category's template, to name the answers (null: none, or not loaded). */
  template: RequirementTemplateDto | null;
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

/** "50 MT" (the structured quantity), else the free text of requirements posted before it. */
function quantityOf(requirement: BuyerRequirementDto): string | null {
  if (requirement.quantityAmount === null) return requirement.quantity;
  return `${formatAmount(requirement.quantityAmount)} ${requirement.quantityUnit ?? ''}`.trim();
}

/** "CIF Jebel Ali": the Incoterm with the place it names (see incotermWithPlace), else the delivery location. */
function termsOf(requirement: BuyerRequirementDto): string | null {
  const place = requirement.destination ?? requirement.deliveryLocation;
  return incotermWithPlace(requirement.incoterm, { destination: place }) ?? place;
}

/** The template's answers as "Variety: 1121 Basmati", in the template's order. */
function answersOf(requirement: BuyerRequirementDto, template: RequirementTemplateDto | null): string[] {
  if (!template) return [];
  return template.fields.flatMap((field) => {
    const text = formatTemplateValue(field, requirement.specValues[field.key]);
    return text === null ? [] : [`${field.label}: ${text}`];
  });
}

/** One of the buyer's requirements: status, Public badge, category, the terms, when posted, and its actions. */
export function RequirementCard({
  requirement,
  template,
  onEdit,
  onViewResponses,
  onSetStatus,
  busy,
}: Props) {
  const state = requirementState(requirement);
  const responses = requirement.responseCount;
  const pending = requirement.pendingResponseCount;
  const answers = answersOf(requirement, template);
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
          {answers.length > 0 && (
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {answers.join(' · ')}
            </Text>
          )}
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Detail label="Quantity" value={quantityOf(requirement)} />
          <Detail label="Terms" value={termsOf(requirement)} />
          <Detail
            label="Target price"
            value={
              requirement.targetPrice === null
                ? null
                : pricePerUnit(
                    formatAmount(requirement.targetPrice),
                    requirement.targetCurrency,
                    requirement.quantityUnit,
                  )
            }
          />
          <Detail label="Deadline" value={requirement.deadline && formatDay(requirement.deadline)} />
          {requirement.budgetRange && <Detail label="Budget" value={requirement.budgetRange} />}
          {requirement.timeline && <Detail label="Timeline" value={requirement.timeline} />}
        </SimpleGrid>
        {state === 'active' && isLessDetailed(requirement) && (
          <Text textStyle="sm" color="fg.muted">
            Shown to exporters as less detailed: add the quantity, Incoterm, destination and deadline (Edit)
            so they can quote at once.
          </Text>
        )}
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
            {pending > 0 && (
              <Badge colorPalette="orange" variant="subtle" size="sm">
                {pending} pending
              </Badge>
            )}
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
