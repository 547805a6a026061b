import { Input, NativeSelect } from '@ped/web-kit/ui';
import { Textarea } from '@ped/web-kit/ui-lazy';
import { useId } from 'react';
import { FormField } from '../common/FormField';
import type { FieldSpec } from './signupForm';

interface Props {
  spec: FieldSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One text, select, textarea or city field of the signup form. */
export function SignupTextField({ spec, value, error, onChange }: Props) {
  const listId = useId();
  const common = { name: spec.name, value, placeholder: spec.placeholder, autoComplete: spec.autoComplete };
  let input;
  if (spec.kind === 'textarea') {
    input = <Textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />;
  } else if (spec.kind === 'select') {
    input = (
      <NativeSelect.Root>
        <NativeSelect.Field name={spec.name} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Select…</option>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else {
    input = (
      <>
        <Input
          {...common}
          type={spec.kind === 'city' || !spec.kind ? 'text' : spec.kind}
          list={spec.kind === 'city' ? listId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {spec.kind === 'city' && (
          <datalist id={listId}>
            {spec.options?.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        )}
      </>
    );
  }
  return (
    <FormField label={spec.label} required={spec.required} error={error} helper={spec.helper}>
      {input}
    </FormField>
  );
}
