import { SimpleGrid, Stack, Text } from '@ped/web-kit/ui';
import { FormField } from '@ped/web-kit/forms';
import type { TemplateField } from '@ped/contracts/options';
import { ChoiceGroup } from '../../registration/ChoiceGroup';
import { specFieldName, type SpecAnswers } from './requirementForm';

interface Props {
  categoryName: string;
  fields: TemplateField[];
  values: SpecAnswers;
  onChange: (key: string, value: string | string[]) => void;
  /** By form name (`specValues.<key>`). */
  errors: Record<string, string | undefined>;
}

/** A number's label says what it is counted in: "Broken (%)". */
const labelOf = (field: TemplateField) => (field.unit ? `${field.label} (${field.unit})` : field.label);

function bounds(field: TemplateField): string | undefined {
  if (field.min === undefined && field.max === undefined) return undefined;
  const unit = field.unit ? (field.unit === '%' ? '%' : ` ${field.unit}`) : '';
  if (field.min !== undefined && field.max !== undefined) return `${field.min} to ${field.max}${unit}`;
  return field.min !== undefined ? `At least ${field.min}${unit}` : `At most ${field.max}${unit}`;
}

/** The chosen category's template: the details a supplier needs in order to quote, in the template's order. */
export function TemplateFields({ categoryName, fields, values, onChange, errors }: Props) {
  const single = fields.filter((field) => field.type !== 'multiselect');
  const multiple = fields.filter((field) => field.type === 'multiselect');
  return (
    <Stack
      as="section"
      aria-label={`${categoryName} details`}
      gap="3"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
    >
      <Stack gap="0.5">
        <Text fontWeight="semibold">{categoryName} details</Text>
        <Text textStyle="sm" color="fg.muted">
          What exporters need in order to quote. Optional; once you answer one, the starred ones are needed.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {single.map((field) => {
          const name = specFieldName(field.key);
          const value = values[field.key];
          const common = {
            name,
            label: labelOf(field),
            value: typeof value === 'string' ? value : '',
            onChange: (next: string) => onChange(field.key, next),
            error: errors[name],
            required: field.required,
            markRequired: true,
          };
          return field.type === 'select' ? (
            <FormField
              key={field.key}
              {...common}
              type="select"
              options={field.options ?? []}
              emptyOption="Select…"
            />
          ) : field.type === 'number' ? (
            <FormField key={field.key} {...common} inputMode="decimal" helper={bounds(field)} />
          ) : (
            <FormField key={field.key} {...common} maxLength={field.maxLength} />
          );
        })}
      </SimpleGrid>
      {multiple.map((field) => {
        const name = specFieldName(field.key);
        const value = values[field.key];
        return (
          <ChoiceGroup
            key={field.key}
            name={name}
            legend={field.label}
            options={field.options ?? []}
            value={Array.isArray(value) ? value : []}
            onChange={(next) => onChange(field.key, next)}
            error={errors[name]}
            required={field.required}
          />
        );
      })}
    </Stack>
  );
}
