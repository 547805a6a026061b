import { Input } from '@ped/web-kit/ui';
import { Field } from '@ped/web-kit/ui-lazy';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { PasswordInput } from './PasswordInput';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  required?: boolean;
  /** Show a star after the label (forms where some fields are optional). */
  markRequired?: boolean;
  disabled?: boolean;
}

/** One labelled input with its error message (a password type gets the show/hide toggle). */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  placeholder,
  required = true,
  markRequired = false,
  disabled = false,
}: Props) {
  const inputProps = {
    name,
    value,
    autoComplete,
    placeholder,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {markRequired && <Field.RequiredIndicator />}
      </Field.Label>
      {type === 'password' ? (
        <PasswordInput {...inputProps} toggleName={label.toLowerCase()} />
      ) : (
        <Input {...inputProps} type={type} />
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
