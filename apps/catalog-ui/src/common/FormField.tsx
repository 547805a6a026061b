import { Field } from '@ped/web-kit/ui-lazy';
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  required?: boolean;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}

/** A labelled form field; required fields carry a star, the error shows under the input. */
export function FormField({ label, required, error, helper, children }: Props) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
