import { useSearchParams } from '@ped/web-kit/ui';
import { readExporterFilters, writeExporterFilters, type ExporterFilters } from './exporterFilters';

/** The exporter list's filters from the address, and a setter that writes them back (replacing the entry). */
export function useExporterFilters(): [ExporterFilters, (changes: Partial<ExporterFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Partial<ExporterFilters>) =>
    setParams((current) => writeExporterFilters(current, changes), { replace: true });
  return [readExporterFilters(params), update];
}
