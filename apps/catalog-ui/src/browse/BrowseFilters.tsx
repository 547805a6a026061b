import { Badge, Box, Button, chakra, HStack, SimpleGrid, Stack } from '@ped/web-kit/ui';
import { PlainField, PlainInput, PlainSelect } from '../common/PlainFields';
import type { CategoryDto } from '@ped/contracts/catalog';
import { CERTIFICATIONS, CITIES, EXPORTER_BUSINESS_TYPES, LIST_SORTS } from '@ped/contracts/options';
import { useId, useState, type FormEvent } from 'react';
import {
  activeFilterCount,
  readQuantity,
  RESPONSE_RATE_OPTIONS,
  SORT_LABELS,
  type ListFilters,
} from './listFilters';

interface Props {
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
  /** The category selector is left out when null (a category page has its category fixed). */
  categories: CategoryDto[] | null;
  /** Also hides the city selector (category pages search within the category only). */
  showCity?: boolean;
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
    <PlainField label={label}>
      {(id) => (
        <PlainSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </PlainSelect>
      )}
    </PlainField>
  );
}

/** A typed field's text, which follows the URL's value when that changes (Clear Filters, back button, header search). */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

const options = (values: readonly string[], anyLabel: string) =>
  [['', anyLabel], ...values.map((value) => [value, value] as const)] as const;

/**
 * Search text and "minimum order up to" (typed: applied on submit, the quantity also when left); category,
 * city, business type, certification, minimum response rate, order and "verified only" (applied at once).
 */
export function BrowseFilters({ filters, onChange, categories, showCity = true }: Props) {
  const [search, setSearch] = useDraft(filters.search);
  const [quantity, setQuantity] = useDraft(filters.maxMinimumOrder);
  // A phone shows the search, and the other filters behind a Filters button (they filled its first screen).
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters, categories !== null);
  /** Shown from a tablet up; on a phone once opened. `contents`: the grids lay the fields out as before. */
  const panel = { display: { base: open ? 'contents' : 'none', md: 'contents' } } as const;

  const applyQuantity = () => {
    const maxMinimumOrder = readQuantity(quantity);
    setQuantity(maxMinimumOrder);
    if (maxMinimumOrder !== filters.maxMinimumOrder) onChange({ maxMinimumOrder });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const maxMinimumOrder = readQuantity(quantity);
    setQuantity(maxMinimumOrder);
    onChange({ search, maxMinimumOrder });
  };

  return (
    <Box asChild borderWidth="1px" borderRadius="l3" p="4">
      <form role="search" aria-label="Filter exporters" onSubmit={submit}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: categories && showCity ? 4 : 2 }} gap="3" alignItems="end">
            <PlainField label="Search" gridColumn={{ md: 'span 2' }}>
              {(id) => (
                <Stack direction="row" gap="2" w="full">
                  <PlainInput
                    id={id}
                    type="search"
                    name="search"
                    // Short enough for the input beside its button at 390 px (a category's name is not).
                    placeholder="Company or product"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                  <Button type="submit" colorPalette="brand">
                    Search
                  </Button>
                </Stack>
              )}
            </PlainField>
            <Button
              type="button"
              hideFrom="md"
              variant="outline"
              justifySelf="start"
              aria-expanded={open}
              aria-controls={`${panelId}-places ${panelId}`}
              aria-label={`${open ? 'Hide filters' : 'Filters'}${active > 0 ? `, ${active} active` : ''}`}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Hide filters' : 'Filters'}
              {active > 0 && (
                <Badge colorPalette="brand" variant="solid" aria-hidden>
                  {active}
                </Badge>
              )}
            </Button>
            <Box id={`${panelId}-places`} {...panel}>
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
            </Box>
          </SimpleGrid>
          <Box id={panelId} {...panel}>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3" alignItems="end">
              <FilterSelect
                label="Business type"
                value={filters.businessType}
                onChange={(businessType) => onChange({ businessType })}
                options={options(EXPORTER_BUSINESS_TYPES, 'Any type')}
              />
              <FilterSelect
                label="Certification"
                value={filters.certification}
                onChange={(certification) => onChange({ certification })}
                options={options(CERTIFICATIONS, 'Any')}
              />
              <PlainField label="Minimum order up to">
                {(id) => (
                  <PlainInput
                    id={id}
                    type="number"
                    name="maxMinimumOrder"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    placeholder="Any"
                    value={quantity}
                    onChange={(event) => setQuantity(event.target.value)}
                    onBlur={applyQuantity}
                  />
                )}
              </PlainField>
              <FilterSelect
                label="Response rate"
                value={filters.responseRate}
                onChange={(responseRate) => onChange({ responseRate })}
                options={[
                  ['', 'Any'],
                  ...RESPONSE_RATE_OPTIONS.map((percent) => [percent, `${percent}% or more`] as const),
                ]}
              />
              <FilterSelect
                label="Sort by"
                value={filters.sort}
                onChange={(sort) => onChange({ sort: LIST_SORTS.find((item) => item === sort) })}
                options={LIST_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const)}
              />
            </SimpleGrid>
            {/* A native checkbox: Chakra's (zag) would bring the overlays' chunk, ~59 KB gzipped, to the first load of
              every list page for this one control. */}
            <HStack as="label" gap="2" alignSelf="start" cursor="pointer" textStyle="sm">
              <chakra.input
                type="checkbox"
                checked={filters.verifiedOnly}
                onChange={(event) => onChange({ verifiedOnly: event.target.checked })}
                boxSize="4"
                margin="0"
                accentColor="brand.solid"
                cursor="pointer"
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
              />
              Show only verified exporters
            </HStack>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
