import { Box, SimpleGrid, Text } from '@ped/web-kit/ui';
import { Fieldset } from '@ped/web-kit/ui-lazy';
import { Checkbox, CheckboxGroup } from '@ped/web-kit/ui-overlays';
import { useId } from 'react';

interface Props {
  /** The field's name: the checkboxes carry it, so a refused submit can focus the first one. */
  name: string;
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  helper?: string;
  error?: string;
  required?: boolean;
}

/** A list field as checkboxes under one legend, with its hint and its error (which the checkboxes announce). */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onChange,
  helper,
  error,
  required = false,
}: Props) {
  const errorId = useId();
  const helperId = useId();
  const describedBy = error ? errorId : helper ? helperId : undefined;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">
        {legend}
        {required && (
          <Box as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Box>
        )}
      </Fieldset.Legend>
      {helper && (
        <Text id={helperId} textStyle="sm" color="fg.muted">
          {helper}
        </Text>
      )}
      <CheckboxGroup value={value} onValueChange={onChange} name={name}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="1">
          {options.map((option) => (
            <Checkbox.Root key={option} value={option} colorPalette="brand" alignItems="start">
              <Checkbox.HiddenInput aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>{option}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      {error && (
        <Text id={errorId} textStyle="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Fieldset.Root>
  );
}
