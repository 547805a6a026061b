import {
  Badge,
  Box,
  Button,
  chakra,
  Link,
  RouterLink,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@ped/web-kit/ui';
import type { CompareExporterDto } from '@ped/contracts/catalog';
import { COMPARE_ROWS } from './compareRows';
import { ExporterLogo } from './ExporterLogo';

// The first column stays in view while a phone scrolls the exporters sideways.
const stickyColumn = {
  position: 'sticky',
  insetInlineStart: '0',
  zIndex: '1',
  bg: 'bg.subtle',
  borderEndWidth: '1px',
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: 'semibold',
  textStyle: 'sm',
  w: { base: '7.5rem', md: '12rem' },
  minW: { base: '7.5rem', md: '12rem' },
  p: { base: '3', md: '4' },
} as const;
const cellStyle = {
  textAlign: 'start',
  verticalAlign: 'top',
  textStyle: 'sm',
  minW: { base: '11rem', md: '13rem' },
  p: { base: '3', md: '4' },
} as const;

/** The exporters side by side: one column each, one row per trait, the first column kept in view. */
export function CompareTable({ exporters }: { exporters: CompareExporterDto[] }) {
  return (
    <Stack gap="2">
      <Box
        role="region"
        aria-label="Comparison table"
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        borderRadius="l3"
        focusRing="outside"
      >
        <chakra.table w="full" borderCollapse="separate" borderSpacing="0">
          <VisuallyHidden asChild>
            <caption>Exporters compared: {exporters.map((e) => e.companyName).join(', ')}</caption>
          </VisuallyHidden>
          <thead>
            <chakra.tr borderBottomWidth="1px">
              <chakra.td {...stickyColumn} borderBottomWidth="1px">
                <VisuallyHidden>Exporter</VisuallyHidden>
              </chakra.td>
              {exporters.map((exporter) => (
                <chakra.th key={exporter.id} scope="col" {...cellStyle} borderBottomWidth="1px">
                  <Stack gap="2" align="start">
                    <ExporterLogo companyName={exporter.companyName} logoUrl={exporter.logoUrl} />
                    <Link asChild fontWeight="semibold" textStyle="md" color="brand.fg">
                      <RouterLink to={`/exporters/${exporter.id}`}>{exporter.companyName}</RouterLink>
                    </Link>
                    {exporter.isPremium && (
                      <Badge colorPalette="yellow" variant="solid">
                        Premium
                      </Badge>
                    )}
                  </Stack>
                </chakra.th>
              ))}
            </chakra.tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row.label}>
                <chakra.th scope="row" {...stickyColumn} borderBottomWidth="1px">
                  {row.label}
                </chakra.th>
                {exporters.map((exporter) => (
                  <chakra.td key={exporter.id} {...cellStyle} borderBottomWidth="1px">
                    {row.cell(exporter)}
                  </chakra.td>
                ))}
              </tr>
            ))}
            <tr>
              <chakra.td {...stickyColumn}>
                <VisuallyHidden>Profile and contact</VisuallyHidden>
              </chakra.td>
              {exporters.map((exporter) => (
                <chakra.td key={exporter.id} {...cellStyle}>
                  <Wrap gap="2">
                    {/* The profile opens its contact dialog (or a buyer's conversation) for ?contact=1. */}
                    <Button asChild size="sm" colorPalette="brand">
                      <RouterLink
                        to={`/exporters/${exporter.id}?contact=1`}
                        aria-label={`Contact ${exporter.companyName}`}
                      >
                        Contact
                      </RouterLink>
                    </Button>
                    <Button asChild size="sm" variant="outline" colorPalette="brand">
                      <RouterLink
                        to={`/exporters/${exporter.id}`}
                        aria-label={`View Profile of ${exporter.companyName}`}
                      >
                        View Profile
                      </RouterLink>
                    </Button>
                  </Wrap>
                </chakra.td>
              ))}
            </tr>
          </tbody>
        </chakra.table>
      </Box>
      <Text hideFrom="md" textStyle="xs" color="fg.muted">
        Scroll the table sideways to see every exporter.
      </Text>
    </Stack>
  );
}
