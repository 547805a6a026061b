import { formatAmount, formatDate, formatDay } from '@ped/contracts/format';
import { Badge, Box, Button, Card, chakra, Heading, HStack, Link, Stack, Text, Wrap } from '@ped/web-kit/ui';
import { isLessDetailed, type OpenRequirementDto } from '@ped/contracts/catalog';
import {
  BUYER_BUSINESS_TYPES,
  formatTemplateValue,
  incotermWithPlace,
  pricePerUnit,
} from '@ped/contracts/options';
import { QUOTATION_STATUS, quotationPrice } from './requirementFormat';

interface Props {
  request: OpenRequirementDto;
  /** The plan leaves a new quotation this month. */
  allowanceLeft: boolean;
  onQuote: () => void;
}

/** The pairs whose value was given. */
const optionalTerms = (terms: [string, string | null][]) =>
  terms.filter((term): term is [string, string] => term[1] !== null);

/** label: value pairs in a grid (two columns from a tablet up). */
function Terms({ terms }: { terms: [string, string][] }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{
        base: 'minmax(0, 2fr) minmax(0, 3fr)',
        md: 'repeat(2, minmax(0, 1fr) minmax(0, 2fr))',
      }}
      columnGap="3"
      rowGap="1.5"
      textStyle="sm"
    >
      {terms.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd minW="0" overflowWrap="anywhere" fontWeight="medium">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** Who asks: country, business type and badge; the company and contact once the buyer accepted this exporter. */
function BuyerLine({ buyer }: { buyer: OpenRequirementDto['buyer'] }) {
  // Stored lower-cased ("wholesaler"): shown as the buyer chose it from the list.
  const businessType =
    buyer.businessType &&
    (BUYER_BUSINESS_TYPES.find((type) => type.toLowerCase() === buyer.businessType?.toLowerCase()) ??
      buyer.businessType);
  const facts = [buyer.country, businessType].filter(Boolean).join(' · ') || 'Buyer details not given';
  return (
    <Stack gap="0.5" textStyle="sm">
      <HStack gap="2" flexWrap="wrap">
        <Text>
          <Text as="span" color="fg.muted">
            Buyer:{' '}
          </Text>
          {buyer.revealed && buyer.companyName ? `${buyer.companyName} · ` : ''}
          {facts}
        </Text>
        {buyer.isVerified && (
          <Badge colorPalette="green" variant="outline">
            Verified buyer
          </Badge>
        )}
      </HStack>
      {buyer.revealed && (buyer.contactName || buyer.email) && (
        <Text>
          {buyer.contactName}
          {buyer.contactName && buyer.email && ' · '}
          {buyer.email && <Link href={`mailto:${buyer.email}`}>{buyer.email}</Link>}
        </Text>
      )}
    </Stack>
  );
}

/** One open requirement as an exporter reads it: the template's answers, the terms, the buyer, its quote. */
export function OpenRequirementCard({ request, allowanceLeft, onQuote }: Props) {
  const headingId = `request-${request.id}`;
  const mine = request.myResponse;
  const answers: [string, string][] = request.templateFields.flatMap((field) => {
    const text = formatTemplateValue(field, request.specValues[field.key]);
    return text === null ? [] : [[field.label, text] as [string, string]];
  });
  const terms: [string, string][] = [
    [
      'Quantity',
      request.quantityAmount === null
        ? (request.quantity ?? 'Not specified')
        : `${formatAmount(request.quantityAmount)} ${request.quantityUnit ?? ''}`,
    ],
    [
      'Incoterm',
      incotermWithPlace(request.incoterm, { destination: request.destination }) ??
        (request.destination ? `To ${request.destination}` : 'Not specified'),
    ],
    [
      'Target price',
      request.targetPrice === null
        ? 'Open'
        : pricePerUnit(formatAmount(request.targetPrice), request.targetCurrency, request.quantityUnit),
    ],
    ['Deadline', request.deadline ? formatDay(request.deadline) : 'None'],
    ...optionalTerms([
      ['Budget', request.budgetRange],
      ['Timeline', request.timeline],
      ['Payment', request.paymentTerms],
    ]),
  ];
  const decided = mine !== null && mine.status !== 'pending';
  const quotationLabel = mine ? 'Edit quote' : 'Send quote';
  const disabled = !request.isOpen || decided || (!mine && !allowanceLeft);
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Stack gap="1.5">
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
            <Heading id={headingId} as="h4" size="md" overflowWrap="anywhere">
              {request.title}
            </Heading>
            {!mine && isLessDetailed(request) && (
              <Badge colorPalette="gray" variant="outline" alignSelf="start" flexShrink="0">
                Less detailed
              </Badge>
            )}
            {mine && (
              <Badge
                colorPalette={QUOTATION_STATUS[mine.status].palette}
                alignSelf="start"
                flexShrink="0"
                variant={mine.status === 'accepted' ? 'solid' : 'subtle'}
              >
                Your quote: {QUOTATION_STATUS[mine.status].label}
              </Badge>
            )}
          </Stack>
          <Text textStyle="sm" color="fg.muted">
            {request.categoryName ?? 'No category'} · posted {formatDate(request.postedAt)}
          </Text>
          <Text textStyle="sm" whiteSpace="pre-line" lineClamp={4} overflowWrap="anywhere">
            {request.description}
          </Text>
        </Stack>
        {answers.length > 0 && (
          <Stack gap="1.5" bg="bg.subtle" borderRadius="l2" p="3">
            <Text
              textStyle="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wide"
              color="fg.muted"
            >
              Specification
            </Text>
            <Terms terms={answers} />
          </Stack>
        )}
        <Terms terms={terms} />
        {request.certificationNeeds.length > 0 && (
          <Wrap gap="1">
            {request.certificationNeeds.map((name) => (
              <Badge key={name} variant="outline">
                {name}
              </Badge>
            ))}
          </Wrap>
        )}
        <BuyerLine buyer={request.buyer} />
        {mine && (
          <Text textStyle="sm" color="fg.muted">
            You quoted {quotationPrice(mine.quotation)}
            {mine.declineReason ? `. Declined: ${mine.declineReason}` : ''}
          </Text>
        )}
      </Card.Body>
      <Card.Footer borderTopWidth="1px" pt="3" pb="3" px={{ base: '4', md: '5' }}>
        <Button
          size="sm"
          colorPalette="brand"
          variant={mine ? 'outline' : 'solid'}
          disabled={disabled}
          onClick={onQuote}
          aria-label={`${quotationLabel} for ${request.title}`}
        >
          {quotationLabel}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
