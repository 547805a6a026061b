import {
  Badge,
  Box,
  Button,
  Card,
  chakra,
  HStack,
  Link,
  RouterLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@ped/web-kit/ui';
import type { BuyerQuotationDto } from '@ped/contracts/catalog';
import type { QuotationStatus } from '@ped/contracts/options';
import type { QuotationRow } from './quotationRows';

export type QuotationAction = 'accept' | 'decline' | 'open';

interface Props {
  responses: BuyerQuotationDto[];
  rows: QuotationRow[];
  onAction: (action: QuotationAction, response: BuyerQuotationDto) => void;
  /** The quotation whose conversation is being opened. */
  opening: number | null;
}

const STATUS: Record<QuotationStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  accepted: { label: 'Accepted', palette: 'green' },
  declined: { label: 'Declined', palette: 'gray' },
};

function StatusBadge({ status }: { status: QuotationStatus }) {
  return (
    <Badge colorPalette={STATUS[status].palette} variant={status === 'accepted' ? 'solid' : 'subtle'}>
      {STATUS[status].label}
    </Badge>
  );
}

/** The exporter heading a quotation: its name (its profile when listed), place and the quotation's status. */
function ExporterHeading({ response }: { response: BuyerQuotationDto }) {
  const { exporter } = response;
  return (
    <Stack gap="1" align="start">
      {exporter.isListed ? (
        <Link asChild fontWeight="semibold" textStyle="md" color="brand.fg">
          <RouterLink to={`/exporters/${exporter.id}`}>{exporter.companyName}</RouterLink>
        </Link>
      ) : (
        <Text fontWeight="semibold" textStyle="md">
          {exporter.companyName}
        </Text>
      )}
      <Text textStyle="xs" color="fg.muted" fontWeight="normal">
        {[exporter.city, exporter.businessType].filter(Boolean).join(' · ') || 'Pakistan'}
      </Text>
      <HStack gap="1">
        <StatusBadge status={response.status} />
        {exporter.isPremium && (
          <Badge colorPalette="yellow" variant="solid">
            Premium
          </Badge>
        )}
      </HStack>
    </Stack>
  );
}

/** Accept and Decline while pending; the conversation once accepted; the reason once declined. */
function Actions({
  response,
  onAction,
  opening,
}: Omit<Props, 'responses' | 'rows'> & { response: BuyerQuotationDto }) {
  const company = response.exporter.companyName;
  if (response.status === 'accepted') {
    return (
      <Button
        size="sm"
        colorPalette="brand"
        variant="outline"
        loading={opening === response.id}
        onClick={() => onAction('open', response)}
        aria-label={`Open the conversation with ${company}`}
      >
        Open conversation
      </Button>
    );
  }
  if (response.status === 'declined') {
    return (
      <Text textStyle="sm" color="fg.muted">
        {response.declineReason ? `Declined: ${response.declineReason}` : 'Declined'}
      </Text>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button
        size="sm"
        colorPalette="brand"
        onClick={() => onAction('accept', response)}
        aria-label={`Accept the quotation from ${company}`}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAction('decline', response)}
        aria-label={`Decline the quotation from ${company}`}
      >
        Decline
      </Button>
    </HStack>
  );
}

// The first column stays in view while the quotations scroll sideways (as the exporter comparison does).
const labelCell = {
  position: 'sticky',
  insetInlineStart: '0',
  zIndex: '1',
  bg: 'bg.subtle',
  borderEndWidth: '1px',
  borderBottomWidth: '1px',
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: 'semibold',
  textStyle: 'sm',
  w: '10rem',
  minW: '10rem',
  p: '3',
} as const;
const cell = {
  textAlign: 'start',
  verticalAlign: 'top',
  textStyle: 'sm',
  minW: '13rem',
  p: '3',
  borderBottomWidth: '1px',
} as const;

/**
 * The quotations side by side: a column each from a tablet up (one row per term; Accept and Decline under
 * each exporter's name, in view without scrolling), a card each on a phone (the same terms, stacked).
 */
export function QuotationComparison({ responses, rows, onAction, opening }: Props) {
  return (
    <>
      <Box
        hideBelow="md"
        role="region"
        aria-label="Quotations compared"
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        borderRadius="l3"
        focusRing="outside"
      >
        <chakra.table w="full" borderCollapse="separate" borderSpacing="0">
          <VisuallyHidden asChild>
            <caption>Quotations from {responses.map((r) => r.exporter.companyName).join(', ')}</caption>
          </VisuallyHidden>
          <thead>
            <tr>
              <chakra.td {...labelCell}>
                <VisuallyHidden>Exporter</VisuallyHidden>
              </chakra.td>
              {responses.map((response) => (
                <chakra.th key={response.id} scope="col" {...cell}>
                  <Stack gap="3">
                    <ExporterHeading response={response} />
                    <Actions response={response} onAction={onAction} opening={opening} />
                  </Stack>
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <chakra.th scope="row" {...labelCell}>
                  {row.label}
                </chakra.th>
                {responses.map((response) => (
                  <chakra.td key={response.id} {...cell}>
                    {row.cell(response)}
                  </chakra.td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <Stack hideFrom="md" as="ul" listStyleType="none" gap="3">
        {responses.map((response) => (
          <li key={response.id}>
            <Card.Root
              as="article"
              variant="outline"
              aria-label={`Quotation from ${response.exporter.companyName}`}
            >
              <Card.Body gap="3" p="4">
                <ExporterHeading response={response} />
                <chakra.dl
                  display="grid"
                  gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)"
                  gap="2"
                  textStyle="sm"
                >
                  {rows.map((row) => (
                    <Box key={row.label} display="contents">
                      <chakra.dt color="fg.muted">{row.label}</chakra.dt>
                      <chakra.dd minW="0" overflowWrap="anywhere">
                        {row.cell(response)}
                      </chakra.dd>
                    </Box>
                  ))}
                </chakra.dl>
                <Actions response={response} onAction={onAction} opening={opening} />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
    </>
  );
}
