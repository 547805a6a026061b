import { Button, SimpleGrid, Stack, Text, useNavigate } from '@ped/web-kit/ui';
import { Fieldset } from '@ped/web-kit/ui-lazy';
import { apiErrorMessage, parseApiError, toast } from '@ped/web-kit';
import { useState, type FormEvent } from 'react';
import { Agreements, CertificationChoices } from './SignupChoices';
import {
  EMPTY_SIGNUP,
  SIGNUP_SECTIONS,
  toSignupPayload,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from './signupForm';
import { SignupTextField } from './SignupTextField';
import { useExporterSignup } from './useExporterSignup';

/** Moves focus to the first field with an error (in the form's order). */
function focusFirstError(form: HTMLFormElement, errors: SignupErrors) {
  const names = Object.keys(errors);
  const first = [...form.querySelectorAll<HTMLElement>('[name]')].find((element) =>
    names.includes(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}

/** The free exporter registration form; on success goes to the confirmation with the registration id. */
export function SignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({});
  const signup = useExporterSignup();

  const set = <F extends SignupField>(field: F, value: SignupValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      return;
    }
    signup.mutate(toSignupPayload(values), {
      onSuccess: ({ registrationId }) => {
        toast({
          title: 'Registration Submitted Successfully!',
          description: 'We will review your application within 48 hours.',
        });
        navigate(`/exporter-registration-success?id=${encodeURIComponent(registrationId)}`, {
          state: { registrationId },
        });
      },
      onError: (error) => {
        const serverErrors: SignupErrors = {};
        for (const { field, messages } of parseApiError(error)?.body?.details ?? []) {
          if (field in EMPTY_SIGNUP && messages[0]) serverErrors[field as SignupField] = messages[0];
        }
        setErrors(serverErrors);
        focusFirstError(form, serverErrors);
        toast({
          title: 'Registration Failed',
          description: apiErrorMessage(error, 'Failed to submit registration. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Exporter registration">
      <Stack gap="8">
        <Text textStyle="sm" color="fg.muted">
          Fields marked with * are required.
        </Text>
        {SIGNUP_SECTIONS.map((section) => (
          <Fieldset.Root key={section.title}>
            <Fieldset.Legend textStyle="lg" fontWeight="semibold" mb="2">
              {section.title}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {section.fields.map((spec) => (
                <SignupTextField
                  key={spec.name}
                  spec={spec}
                  value={values[spec.name]}
                  error={errors[spec.name]}
                  onChange={(value) => set(spec.name, value)}
                />
              ))}
            </SimpleGrid>
          </Fieldset.Root>
        ))}
        <CertificationChoices
          value={values.certifications}
          onChange={(value) => set('certifications', value)}
        />
        <Agreements
          agreeToTerms={values.agreeToTerms}
          agreeToDataProcessing={values.agreeToDataProcessing}
          errors={errors}
          onChange={set}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={signup.isPending}
          loadingText="Submitting…"
        >
          Submit Registration
        </Button>
      </Stack>
    </form>
  );
}
