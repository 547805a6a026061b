import { Field, Textarea, Input, NativeSelect } from '@ped/web-kit/ui-lazy';
import { useId, type HTMLAttributes, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import { PasswordInput } from './PasswordInput';

/** A choice of a select: its value, shown as itself or with a label of its own. */
export type FieldOption = string | { value: string; label: string };

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'textarea' | 'select';
  /** A select's choices; a text field's suggestions (it still takes any text). */
  options?: readonly FieldOption[];
  /** A select's first, empty choice (e.g. "Select…"); without it the select always has a value. */
  emptyOption?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** The on-screen keyboard a text field asks for (e.g. `numeric` for a one-time code). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Focus the field when it appears (a step that asks for this one field, e.g. a sign-in code). */
  autoFocus?: boolean;
  placeholder?: string;
  /** The longest value the server accepts (from `@ped/contracts/options`). */
  maxLength?: number;
  /** A date field's earliest day (YYYY-MM-DD). */
  min?: string;
  /** A textarea's height in lines. */
  rows?: number;
  /** A hint under the field, hidden while it shows an error. */
  helper?: ReactNode;
  required?: boolean;
  /** Show a star after the label (forms where some fields are optional). */
  markRequired?: boolean;
  disabled?: boolean;
  /** Shown and focusable but not editable (e.g. the signed-in e-mail); say why in `helper`. */
  readOnly?: boolean;
}

const optionValue = (option: FieldOption) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: FieldOption) => (typeof option === 'string' ? option : option.label);

/**
 * One labelled control with its error message: an input (a password gets the show/hide toggle), a textarea or
 * a select. Used with `useValidatedForm`: `<FormField label="Email" type="email" {...form.field('email')} />`.
 */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  options,
  emptyOption,
  autoComplete,
  inputMode,
  autoFocus,
  placeholder,
  maxLength,
  min,
  rows = 4,
  helper,
  required = true,
  markRequired = false,
  disabled = false,
  readOnly = false,
}: Props) {
  const id = useId();
  const suggestionsId = `${id}suggestions`;
  const ids = { errorText: `${id}error`, helperText: `${id}helper` };
  const showHelper = Boolean(helper) && !error;
  const common = {
    name,
    value,
    placeholder,
    // The field sets aria-invalid and ties its error by aria-errormessage only, which many screen readers do not
    // announce: the error (else the hint) is the description too.
    'aria-describedby': error ? ids.errorText : showHelper ? ids.helperText : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  let control: ReactNode;
  if (type === 'select') {
    control = (
      <NativeSelect.Root>
        <NativeSelect.Field {...common} autoComplete={autoComplete}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options?.map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (type === 'textarea') {
    control = <Textarea {...common} autoComplete={autoComplete} maxLength={maxLength} rows={rows} />;
  } else if (type === 'password') {
    control = (
      <PasswordInput
        {...common}
        autoComplete={autoComplete}
        maxLength={maxLength}
        toggleName={label.toLowerCase()}
      />
    );
  } else {
    control = (
      <>
        <Input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoFocus={autoFocus}
          maxLength={maxLength}
          min={min}
          list={options ? suggestionsId : undefined}
        />
        {options && (
          <datalist id={suggestionsId}>
            {options.map((option) => (
              <option key={optionValue(option)} value={optionValue(option)} />
            ))}
          </datalist>
        )}
      </>
    );
  }
  return (
    <Field.Root
      ids={ids}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Field.Label>
        {label}
        {markRequired && required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {showHelper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
