import { Box, SimpleGrid } from '@ped/web-kit/ui';
import { Field, Input, NativeSelect } from '@ped/web-kit/ui-lazy';
import { ADMIN_PLAN_FILTERS } from '@ped/contracts/options';
import { useEffect, useState } from 'react';
import {
  PLAN_FILTER_LABELS,
  SORTS,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type ExporterFilters,
} from './exporterFilters';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing pauses before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The typed search: it follows the address when that changes (a notification's link, the back button). */
function useSearchDraft(value: string, onSettled: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a draft that stopped changing is searched (not an old one the address has since replaced).
    if (settled === draft && settled.trim() !== value) onSettled(settled.trim());
  }, [settled, draft, value, onSettled]);
  return [draft, setDraft] as const;
}

interface Props {
  filters: ExporterFilters;
  onChange: (changes: Partial<ExporterFilters>) => void;
}

/** Search (company, e-mail or contact person; debounced), status, plan and order. */
export function ExporterFiltersBar({ filters, onChange }: Props) {
  const [search, setSearch] = useSearchDraft(filters.searchTerm, (searchTerm) => onChange({ searchTerm }));
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
      <Box gridColumn={{ sm: 'span 2', lg: 'span 1' }}>
        <Field.Root>
          <Field.Label>Search exporters</Field.Label>
          <Input
            size="sm"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Company, email or contact person"
          />
        </Field.Root>
      </Box>
      <FilterSelect
        label="Status"
        value={filters.filterStatus}
        onChange={(filterStatus) => onChange({ filterStatus })}
        options={STATUS_FILTERS.map((status) => [status, STATUS_FILTER_LABELS[status]] as const)}
      />
      <FilterSelect
        label="Plan"
        value={filters.filterPlan}
        onChange={(filterPlan) => onChange({ filterPlan })}
        options={ADMIN_PLAN_FILTERS.map((plan) => [plan, PLAN_FILTER_LABELS[plan]] as const)}
      />
      <FilterSelect
        label="Sort by"
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        options={SORTS}
      />
    </SimpleGrid>
  );
}
