import { isApiError } from '@ped/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from './authValidation';

/** The names of the fields of `T` that hold text (what `FormField` edits). */
export type TextFieldName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** Moves focus to the first control of `form`, in page order, whose name has an error. */
function focusFirstError(form: HTMLFormElement | null, errors: Partial<Record<string, string>>): void {
  const invalid = Object.keys(errors).filter((name) => errors[name]);
  if (!form || invalid.length === 0) return;
  const first = [...form.querySelectorAll<HTMLElement>('[name]')].find((element) =>
    invalid.includes(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}

/**
 * The one form pattern: values by field name, checked by `validate` (the rules and messages of
 * `@ped/contracts/options`, the server's own). Messages appear from the first submit on and follow the
 * typing; a submit with errors focuses the first invalid field, else hands over the values. The server's
 * refusals of fields (an `ApiError`'s details) show beside those fields until each is edited.
 *
 * ```tsx
 * const form = useValidatedForm(EMPTY, validateThing);
 * <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values, { onError: form.showServerErrors }))}>
 *   <FormField label="Email" type="email" {...form.field('email')} />
 * ```
 */
export function useValidatedForm<T extends object>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  const errors: FieldErrors<T> = { ...(submitted ? validate(values) : {}), ...serverErrors };

  const setField = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };

  /** `onInvalid` is for what a refused submit shows besides the messages (e.g. the spec's toast). */
  const handleSubmit =
    (onValid: (values: T) => void, onInvalid?: (errors: FieldErrors<T>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      setSubmitted(true);
      setServerErrors({});
      const found = validate(values);
      if (Object.values(found).some(Boolean)) {
        focusFirstError(event.currentTarget, found);
        onInvalid?.(found);
        return;
      }
      onValid(values);
    };

  /** Shows an API error's field messages beside this form's fields; true when it named any of them. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const found: FieldErrors<T> = {};
    for (const [field, message] of Object.entries(error.fieldErrors())) {
      if (field in initial) found[field as keyof T] = message;
    }
    setServerErrors(found);
    focusFirstError(formRef.current, found);
    return Object.keys(found).length > 0;
  };

  /**
   * Shows `message` beside the field `name` and focuses it: a refusal that concerns one field though the server's
   * answer names none (e.g. a sign-in code that is not valid). It stays until the field is edited.
   */
  const showFieldError = (name: TextFieldName<T>, message: string) => {
    const found = { [name]: message } as FieldErrors<T>;
    setServerErrors(found);
    focusFirstError(formRef.current, found);
  };

  /** Back to `next` (the first values by default), with no messages: e.g. after a successful send. */
  const reset = (next: T = initial) => {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
  };

  /** The props `FormField` needs for a text field: name, value, onChange and error. */
  const field = <K extends TextFieldName<T>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => setField(name, value as T[K]),
    error: errors[name],
  });

  return { values, errors, setField, field, handleSubmit, showServerErrors, showFieldError, reset };
}
