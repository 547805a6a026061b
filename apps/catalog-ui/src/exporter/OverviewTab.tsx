import { DataList, Heading, Stack, Text } from '@ped/web-kit/ui';
import type { ExporterDto } from '@ped/contracts/catalog';

const NOT_SPECIFIED = 'Not specified';

/** About the company, its address, contact person and year of establishment. */
export function OverviewTab({ exporter }: { exporter: ExporterDto }) {
  const rows: [label: string, value: string | number | null][] = [
    ['Address', exporter.address],
    ['Contact Person', exporter.contactPerson],
    ['Established', exporter.establishedYear],
  ];
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h2" size="lg">
          About {exporter.companyName}
        </Heading>
        <Text whiteSpace="pre-line">{exporter.description || NOT_SPECIFIED}</Text>
      </Stack>
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value === null || value === '' ? NOT_SPECIFIED : value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
