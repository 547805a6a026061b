import { Button, chakra, Heading, HStack, Stack, useNavigate, useSearchParams } from '@ped/web-kit/ui';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import { BUYER_PROFILE_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, isApiError, toast, type AuthUser } from '@ped/web-kit';
import { useValidatedForm } from '@ped/web-kit/forms';
import { useEffect, useRef, useState } from 'react';
import { CompanyStep } from './CompanyStep';
import { InterestsStep } from './InterestsStep';
import { PersonalStep } from './PersonalStep';
import {
  initialRegistration,
  missingFields,
  percentComplete,
  stepOf,
  toProfileCommand,
  validateThrough,
  WIZARD_STEPS,
  type RegistrationErrors,
} from './registrationForm';
import { afterRegistration } from './registrationPath';
import { ReviewStep } from './ReviewStep';
import { useCompleteProfile } from './useCompleteProfile';
import { WizardProgress } from './WizardProgress';

const LAST_STEP = WIZARD_STEPS.length - 1;

interface Props {
  user: AuthUser;
  /** The saved profile when editing it; the wizard starts from it. */
  profile?: BuyerProfileDto | null;
}

interface Position {
  step: number;
  focus: 'heading' | 'error' | null;
}

/** The names of the fields with a message. */
const failing = (errors: RegistrationErrors) => Object.keys(errors).filter((field) => errors[field as never]);

/**
 * The four-step buyer profile wizard. Next checks only the steps so far (spec: a step's required fields must be
 * filled, refused with "Incomplete Information"); the last step sends every field. A server refusal of a field
 * goes back to the step that holds it.
 */
export function RegistrationWizard({ user, profile }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editing = Boolean(profile);
  // The step shown, and what gets focus once it has rendered: its heading, or (after a refusal) its first
  // failing field.
  const [{ step, focus }, setPosition] = useState<Position>({ step: 0, focus: null });
  const form = useValidatedForm(initialRegistration(user, profile), (values) =>
    validateThrough(step, values),
  );
  const complete = useCompleteProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focus === 'heading') headingRef.current?.focus();
    if (focus === 'error') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [step, focus]);

  const goTo = (next: number, focusOn: Position['focus']) => setPosition({ step: next, focus: focusOn });

  const refuse = (errors: RegistrationErrors) => {
    const incomplete = WIZARD_STEPS.some((_, i) => i <= step && missingFields(i, form.values).length > 0);
    void toast({
      title: incomplete ? 'Incomplete Information' : 'Check Your Details',
      description: incomplete
        ? BUYER_PROFILE_MESSAGES.incomplete
        : 'Please correct the highlighted fields before proceeding.',
      variant: 'destructive',
    });
    const first = stepOf(failing(errors));
    if (first >= 0 && first < step) goTo(first, 'error');
  };

  const send = (values: typeof form.values) =>
    complete.mutate(toProfileCommand(values), {
      onSuccess: () => {
        void toast(
          editing
            ? { title: 'Profile Updated', description: 'Your buyer profile has been saved.' }
            : {
                title: 'Registration Successful!',
                description: 'Welcome aboard! Your buyer profile is complete.',
              },
        );
        navigate(editing ? '/buyer-dashboard?tab=profile' : afterRegistration(params.get('returnTo')));
      },
      onError: (error) => {
        void toast({
          title: 'Registration Failed',
          description: apiErrorMessage(error, 'Failed to create buyer profile'),
          variant: 'destructive',
        });
        form.showServerErrors(error);
        const first = isApiError(error) ? stepOf(Object.keys(error.fieldErrors())) : -1;
        if (first >= 0 && first !== step) goTo(first, 'error');
      },
    });

  const submit = form.handleSubmit((values) => {
    if (step < LAST_STEP) {
      form.reset(values); // the next step's messages appear from its own Next on
      goTo(step + 1, 'heading');
    } else send(values);
  }, refuse);

  const previous = () => {
    form.reset(form.values);
    goTo(step - 1, 'heading');
  };

  return (
    <Stack gap="6">
      <WizardProgress step={step} percent={percentComplete(form.values)} />
      <chakra.form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby="wizard-step-heading"
        borderWidth="1px"
        borderRadius="l3"
        p={{ base: '4', md: '8' }}
        bg="bg"
        boxShadow="xs"
      >
        <Stack gap="6">
          <Heading
            as="h2"
            size="xl"
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            _focusVisible={{ outline: 'none' }}
          >
            {WIZARD_STEPS[step].title}
          </Heading>
          {step === 0 && <PersonalStep form={form} emailLocked={Boolean(user.email)} />}
          {step === 1 && <CompanyStep form={form} />}
          {step === 2 && <InterestsStep form={form} />}
          {step === 3 && <ReviewStep form={form} />}
          <HStack justify="space-between" gap="3" pt="2" borderTopWidth="1px">
            <Button type="button" variant="outline" onClick={previous} disabled={step === 0} mt="4">
              Previous
            </Button>
            {step < LAST_STEP ? (
              <Button type="submit" colorPalette="brand" mt="4">
                Next
              </Button>
            ) : (
              <Button
                type="submit"
                colorPalette="brand"
                mt="4"
                loading={complete.isPending}
                loadingText="Saving…"
              >
                {editing ? 'Save Profile' : 'Complete Registration'}
              </Button>
            )}
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
