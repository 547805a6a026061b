import { useState, type FormEvent } from 'react';
import type { FieldErrors } from './authValidation';

/**
 * A small controlled form: values by field name, the validator's messages (shown after the first submit and
 * kept current while typing), and a submit handler that focuses the first invalid field or hands over
 * the values.
 */
export function useValidatedForm<T extends { [K in keyof T]: string }>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = (name: keyof T, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const handleSubmit = (onValid: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onValid(values);
  };

  return { values, errors, setField, handleSubmit };
}
