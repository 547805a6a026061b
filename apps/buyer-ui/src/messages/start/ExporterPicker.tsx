import type { ExporterListDto } from '@ped/contracts/catalog';
import { Button, HStack, Spinner, Stack, Text, VisuallyHidden } from '@ped/web-kit/ui';
import { Field, Input } from '@ped/web-kit/ui-lazy';
import { useQuery } from '@ped/web-kit';
import { useEffect, useId, useState } from 'react';

const RESULTS = 6;
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

interface Props {
  /** The chosen exporter, or null. */
  chosen: { id: string; name: string } | null;
  onChoose: (exporter: { id: string; name: string } | null) => void;
  error?: string;
}

/** Choosing the exporter to write to, by searching the directory (when no Contact button chose it already). */
export function ExporterPicker({ chosen, onChoose, error }: Props) {
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim());
  const ids = { errorText: useId(), helperText: useId() };
  const results = useQuery<ExporterListDto>({
    queryKey: ['/api/exporters', { search, limit: RESULTS }],
    enabled: !chosen && search.length >= 2,
  });

  if (chosen) {
    return (
      <Field.Root ids={ids} required>
        <Field.Label>
          Exporter <Field.RequiredIndicator />
        </Field.Label>
        <HStack justify="space-between" w="full" borderWidth="1px" borderRadius="l2" px="3" py="2">
          <Text fontWeight="medium" truncate>
            {chosen.name}
          </Text>
          <Button size="xs" variant="outline" onClick={() => onChoose(null)}>
            Change<VisuallyHidden> exporter</VisuallyHidden>
          </Button>
        </HStack>
      </Field.Root>
    );
  }

  const found = results.data?.exporters ?? [];
  return (
    <Field.Root ids={ids} required invalid={Boolean(error)}>
      <Field.Label>
        Exporter <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="search"
        name="exporterId"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search by company name or product"
        autoComplete="off"
        aria-describedby={error ? ids.errorText : ids.helperText}
      />
      {!error && <Field.HelperText>Type at least 2 letters, then choose the exporter.</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
      {search.length >= 2 && (
        <Stack w="full" gap="1" mt="1" aria-live="polite">
          {results.isFetching && <Spinner size="sm" color="brand.solid" aria-label="Searching" />}
          {results.isError && (
            <Text textStyle="sm" color="fg.error">
              The directory could not be searched. Please try again.
            </Text>
          )}
          {results.isSuccess && found.length === 0 && (
            <Text textStyle="sm" color="fg.muted">
              No exporter matches “{search}”.
            </Text>
          )}
          {found.length > 0 && (
            <Stack as="ul" listStyleType="none" gap="1" aria-label="Matching exporters">
              {found.map((exporter) => (
                <li key={exporter.id}>
                  <Button
                    variant="outline"
                    size="sm"
                    w="full"
                    justifyContent="start"
                    onClick={() => onChoose({ id: String(exporter.id), name: exporter.companyName })}
                  >
                    <Text as="span" truncate>
                      {exporter.companyName}
                    </Text>
                    {exporter.city && (
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        · {exporter.city}
                      </Text>
                    )}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Field.Root>
  );
}
