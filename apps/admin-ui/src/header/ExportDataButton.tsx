import { Box, Button, useSearchParams } from '@ped/web-kit/ui';
import { readExporterFilters } from '../exporters/exporterFilters';
import { useExportCsv } from '../exporters/useExportCsv';
import { DownloadIcon } from './headerIcons';

/** Export Data: the exporters of the exporter tab's current filters (all pages) as a CSV file. */
export function ExportDataButton() {
  const [params] = useSearchParams();
  const { exportCsv, isExporting } = useExportCsv(readExporterFilters(params));
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void exportCsv()}
      loading={isExporting}
      loadingText="Exporting…"
      aria-label="Export Data"
    >
      <DownloadIcon />
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        Export Data
      </Box>
    </Button>
  );
}
