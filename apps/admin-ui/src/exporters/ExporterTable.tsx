import { Badge, Box, Center, chakra, HStack, Image, Stack, Text, VisuallyHidden } from '@ped/web-kit/ui';
import { Checkbox } from '@ped/web-kit/ui-overlays';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { CompletenessBar } from './CompletenessBar';
import { ExporterRowActions } from './ExporterRowActions';
import { planLabel, STATUS_LABELS, STATUS_PALETTES } from './exporterLabels';

interface Props {
  exporters: AdminExporterDto[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onReject: (exporter: AdminExporterDto) => void;
  onRemove: (exporter: AdminExporterDto) => void;
}

const head = {
  textAlign: 'start',
  px: '3',
  py: '2.5',
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  borderBottomWidth: '1px',
  whiteSpace: 'nowrap',
} as const;
const cell = {
  px: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  verticalAlign: 'middle',
  textStyle: 'sm',
} as const;

function CompanyLogo({ exporter }: { exporter: AdminExporterDto }) {
  return exporter.logoUrl ? (
    <Image src={exporter.logoUrl} alt="" boxSize="9" objectFit="contain" borderRadius="md" flexShrink={0} />
  ) : (
    <Center boxSize="9" borderRadius="md" bg="brand.subtle" color="brand.fg" fontWeight="bold" flexShrink={0}>
      {exporter.companyName.charAt(0).toUpperCase()}
    </Center>
  );
}

/** The exporter list: select-all and row checkboxes, the spec's columns, each row's actions. */
export function ExporterTable({ exporters, selected, onSelect, onSelectAll, onReject, onRemove }: Props) {
  const chosen = exporters.filter((exporter) => selected.has(exporter.id)).length;
  const all = chosen > 0 && chosen === exporters.length;
  return (
    // The table scrolls inside its box on a phone; the page itself never scrolls sideways.
    <Box
      role="region"
      aria-label="Exporters"
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="l3"
    >
      <chakra.table w="full" minW="56rem" borderCollapse="collapse">
        <VisuallyHidden asChild>
          <caption>Exporters</caption>
        </VisuallyHidden>
        <thead>
          <tr>
            <chakra.th {...head} w="10">
              <Checkbox.Root
                checked={all ? true : chosen > 0 ? 'indeterminate' : false}
                onCheckedChange={(details) => onSelectAll(details.checked === true)}
                colorPalette="brand"
                size="sm"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <VisuallyHidden>Select all exporters on this page</VisuallyHidden>
                </Checkbox.Label>
              </Checkbox.Root>
            </chakra.th>
            <chakra.th scope="col" {...head}>
              Company
            </chakra.th>
            <chakra.th scope="col" {...head}>
              Contact
            </chakra.th>
            <chakra.th scope="col" {...head}>
              Status
            </chakra.th>
            <chakra.th scope="col" {...head}>
              Plan
            </chakra.th>
            <chakra.th scope="col" {...head}>
              Verified
            </chakra.th>
            <chakra.th scope="col" {...head}>
              Completion
            </chakra.th>
            <chakra.th scope="col" {...head} textAlign="end">
              Actions
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {exporters.map((exporter) => (
            <chakra.tr key={exporter.id} bg={selected.has(exporter.id) ? 'brand.subtle/40' : undefined}>
              <chakra.td {...cell}>
                <Checkbox.Root
                  checked={selected.has(exporter.id)}
                  onCheckedChange={(details) => onSelect(exporter.id, details.checked === true)}
                  colorPalette="brand"
                  size="sm"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <VisuallyHidden>Select {exporter.companyName}</VisuallyHidden>
                  </Checkbox.Label>
                </Checkbox.Root>
              </chakra.td>
              <chakra.th scope="row" {...cell} textAlign="start" fontWeight="normal">
                <HStack gap="3">
                  <CompanyLogo exporter={exporter} />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{exporter.companyName}</Text>
                    <Text color="fg.muted" textStyle="xs">
                      {exporter.city ?? 'City not given'}
                    </Text>
                  </Stack>
                </HStack>
              </chakra.th>
              <chakra.td {...cell}>
                <Stack gap="0">
                  <Text>{exporter.contactPerson ?? '—'}</Text>
                  <Text color="fg.muted" textStyle="xs" wordBreak="break-all">
                    {exporter.email}
                  </Text>
                </Stack>
              </chakra.td>
              <chakra.td {...cell}>
                <Badge colorPalette={STATUS_PALETTES[exporter.status]}>
                  {STATUS_LABELS[exporter.status]}
                </Badge>
              </chakra.td>
              <chakra.td {...cell}>
                <Badge colorPalette={exporter.plan === 'basic' ? 'gray' : 'purple'} variant="subtle">
                  {planLabel(exporter)}
                </Badge>
              </chakra.td>
              <chakra.td {...cell}>
                <Badge colorPalette={exporter.isVerified ? 'blue' : 'gray'} variant="outline">
                  {exporter.isVerified ? 'Verified' : 'Unverified'}
                </Badge>
              </chakra.td>
              <chakra.td {...cell}>
                <CompletenessBar value={exporter.completeness} company={exporter.companyName} />
              </chakra.td>
              <chakra.td {...cell}>
                <ExporterRowActions exporter={exporter} onReject={onReject} onRemove={onRemove} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
