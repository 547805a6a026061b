import { SimpleGrid, Stack, RouterLink } from '@ped/web-kit/ui';
import { Field, Fieldset } from '@ped/web-kit/ui-lazy';
import { Checkbox, CheckboxGroup } from '@ped/web-kit/ui-overlays';
import { CERTIFICATIONS } from '@ped/contracts/options';
import { useId, type ReactNode } from 'react';
import type { SignupErrors } from './signupValues';

/** The certifications (optional, several) as checkboxes. */
export function CertificationChoices({
  value,
  onChange,
}: {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Certifications</Fieldset.Legend>
      <Fieldset.HelperText>Tick all that apply.</Fieldset.HelperText>
      <CheckboxGroup value={value} onValueChange={onChange} name="certifications">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
          {CERTIFICATIONS.map((certification) => (
            <Checkbox.Root key={certification} value={certification} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{certification}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}

interface AgreementProps {
  agreeToTerms: boolean;
  agreeToDataProcessing: boolean;
  errors: SignupErrors;
  onChange: (field: 'agreeToTerms' | 'agreeToDataProcessing', checked: boolean) => void;
}

/** The two required agreements, each with its own error. */
export function Agreements({ agreeToTerms, agreeToDataProcessing, errors, onChange }: AgreementProps) {
  return (
    <Stack gap="4">
      <Agreement
        name="agreeToTerms"
        checked={agreeToTerms}
        error={errors.agreeToTerms}
        onChange={(checked) => onChange('agreeToTerms', checked)}
      >
        I agree to the{' '}
        <RouterLink to="/terms" target="_blank" style={{ textDecoration: 'underline' }}>
          Terms of Service
        </RouterLink>
      </Agreement>
      <Agreement
        name="agreeToDataProcessing"
        checked={agreeToDataProcessing}
        error={errors.agreeToDataProcessing}
        onChange={(checked) => onChange('agreeToDataProcessing', checked)}
      >
        I agree to the processing of my company&apos;s data as described in the{' '}
        <RouterLink to="/privacy" target="_blank" style={{ textDecoration: 'underline' }}>
          Privacy Policy
        </RouterLink>
      </Agreement>
    </Stack>
  );
}

interface AgreementCheckboxProps {
  name: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** One required checkbox; its error is its description too (as FormField's), so screen readers announce it. */
function Agreement({ name, checked, error, onChange, children }: AgreementCheckboxProps) {
  const errorId = useId();
  return (
    <Field.Root ids={{ errorText: errorId }} invalid={Boolean(error)} required>
      <Checkbox.Root
        name={name}
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        colorPalette="brand"
        alignItems="start"
      >
        <Checkbox.HiddenInput aria-describedby={error ? errorId : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>
          {children} <Field.RequiredIndicator />
        </Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
