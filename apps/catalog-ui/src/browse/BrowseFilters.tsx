import { Box, Button, Input, NativeSelect, SimpleGrid, Stack } from '@ped/web-kit/ui';
import { Field } from '@ped/web-kit/ui-lazy';
import { Checkbox } from '@ped/web-kit/ui-overlays';
import type { CategoryDto } from '@ped/contracts/catalog';
import { CITIES } from '@ped/contracts/options';
import { useState, type FormEvent } from 'react';
import type { ExporterFilters } from './useExporters';

interface Props {
  filters: ExporterFilters;
  onChange: (changes: Partial<ExporterFilters>) => void;
  /** The category selector is left out when null (a category page has its category fixed). */
  categories: CategoryDto[] | null;
  /** Also hides the city selector (category pages search within the category only). */
  showCity?: boolean;
  searchPlaceholder?: string;
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
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

/** Search text (applied on submit), category, city and "verified only" (applied at once). */
export function BrowseFilters({ filters, onChange, categories, showCity = true, searchPlaceholder }: Props) {
  const [search, setSearch] = useState(filters.search);
  // Follow the URL when it changes from outside (Clear Filters, back button, header search).
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearch(filters.search);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search });
  };

  return (
    <Box asChild borderWidth="1px" borderRadius="l3" p="4">
      <form role="search" aria-label="Filter exporters" onSubmit={submit}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: categories && showCity ? 4 : 2 }} gap="3" alignItems="end">
            <Field.Root gridColumn={{ md: 'span 2' }}>
              <Field.Label>Search</Field.Label>
              <Stack direction="row" gap="2" w="full">
                <Input
                  type="search"
                  name="search"
                  placeholder={searchPlaceholder ?? 'Company name, product or keyword'}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
                <Button type="submit" colorPalette="brand">
                  Search
                </Button>
              </Stack>
            </Field.Root>
            {categories && (
              <FilterSelect
                label="Category"
                value={filters.categoryId}
                onChange={(categoryId) => onChange({ categoryId })}
                options={[
                  ['', 'All Categories'],
                  ...categories.map((category) => [String(category.id), category.name] as const),
                ]}
              />
            )}
            {showCity && (
              <FilterSelect
                label="City"
                value={filters.city}
                onChange={(city) => onChange({ city })}
                options={[['', 'All Cities'], ...CITIES.map((city) => [city, city] as const)]}
              />
            )}
          </SimpleGrid>
          <Checkbox.Root
            checked={filters.verifiedOnly}
            onCheckedChange={(details) => onChange({ verifiedOnly: details.checked === true })}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Show only verified exporters</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </form>
    </Box>
  );
}
