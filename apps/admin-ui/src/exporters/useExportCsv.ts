import { toast } from '@ped/web-kit';
import { useState } from 'react';
import { exporterQuery, type ExporterFilters } from './exporterFilters';
import { downloadCsv, exportersToCsv, fetchAllExporters } from './exportersCsv';

/** Export Data: every exporter of the current filter as a CSV download (`exporters-YYYY-MM-DD.csv`). */
export function useExportCsv(filters: ExporterFilters) {
  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const exporters = await fetchAllExporters(exporterQuery(filters));
      downloadCsv(`exporters-${new Date().toISOString().slice(0, 10)}.csv`, exportersToCsv(exporters));
      toast({
        title: 'Export ready',
        description: `${exporters.length} exporter${exporters.length === 1 ? '' : 's'} exported to CSV.`,
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to export exporters', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, isExporting };
}
