import { Field, NativeSelect } from '@ped/web-kit/ui-lazy';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
}

/** A labelled select of a list's filter. */
export function FilterSelect({ label, value, onChange, options }: Props) {
  return (
    <Field.Root maxW={{ base: 'full', sm: '16rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
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
