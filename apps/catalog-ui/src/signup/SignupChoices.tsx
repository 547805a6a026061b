import { SimpleGrid, Stack, RouterLink } from '@ped/web-kit/ui';
import { Field, Fieldset } from '@ped/web-kit/ui-lazy';
import { Checkbox, CheckboxGroup } from '@ped/web-kit/ui-overlays';
import { CERTIFICATIONS } from '@ped/contracts/options';
import type { SignupErrors } from './signupForm';

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
      <Field.Root invalid={Boolean(errors.agreeToTerms)} required>
        <Checkbox.Root
          name="agreeToTerms"
          checked={agreeToTerms}
          onCheckedChange={(details) => onChange('agreeToTerms', details.checked === true)}
          colorPalette="brand"
          alignItems="start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            I agree to the{' '}
            <RouterLink to="/terms" target="_blank" style={{ textDecoration: 'underline' }}>
              Terms of Service
            </RouterLink>{' '}
            <Field.RequiredIndicator />
          </Checkbox.Label>
        </Checkbox.Root>
        {errors.agreeToTerms && <Field.ErrorText>{errors.agreeToTerms}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.agreeToDataProcessing)} required>
        <Checkbox.Root
          name="agreeToDataProcessing"
          checked={agreeToDataProcessing}
          onCheckedChange={(details) => onChange('agreeToDataProcessing', details.checked === true)}
          colorPalette="brand"
          alignItems="start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            I agree to the processing of my company&apos;s data as described in the{' '}
            <RouterLink to="/privacy" target="_blank" style={{ textDecoration: 'underline' }}>
              Privacy Policy
            </RouterLink>{' '}
            <Field.RequiredIndicator />
          </Checkbox.Label>
        </Checkbox.Root>
        {errors.agreeToDataProcessing && <Field.ErrorText>{errors.agreeToDataProcessing}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
