import { Button, SimpleGrid, Stack, Text, useNavigate } from '@ped/web-kit/ui';
import { Fieldset } from '@ped/web-kit/ui-lazy';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { Agreements, CertificationChoices } from './SignupChoices';
import { EMPTY_SIGNUP, SIGNUP_SECTIONS, toSignupPayload, validateSignup } from './signupValues';
import { useExporterSignup } from './useExporterSignup';

/** The free exporter registration form; on success goes to the confirmation with the registration id. */
export function SignupForm() {
  const navigate = useNavigate();
  const form = useValidatedForm(EMPTY_SIGNUP, validateSignup);
  const signup = useExporterSignup();

  const submit = form.handleSubmit((values) =>
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
        form.showServerErrors(error);
        toast({
          title: 'Registration Failed',
          description: apiErrorMessage(error, 'Failed to submit registration. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

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
              {section.fields.map(({ name, required = false, ...spec }) => (
                <FormField
                  key={name}
                  {...spec}
                  {...form.field(name)}
                  required={required}
                  markRequired
                  emptyOption={spec.type === 'select' ? 'Select…' : undefined}
                />
              ))}
            </SimpleGrid>
          </Fieldset.Root>
        ))}
        <CertificationChoices
          value={form.values.certifications}
          onChange={(value) => form.setField('certifications', value)}
        />
        <Agreements
          agreeToTerms={form.values.agreeToTerms}
          agreeToDataProcessing={form.values.agreeToDataProcessing}
          errors={form.errors}
          onChange={form.setField}
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
