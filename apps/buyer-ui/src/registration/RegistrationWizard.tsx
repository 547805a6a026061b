import { Button, chakra, Heading, HStack, Stack, useNavigate, useSearchParams } from '@ped/web-kit/ui';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import { BUYER_PROFILE_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, isApiError, sessionStore, toast, type AuthUser } from '@ped/web-kit';
import { useValidatedForm } from '@ped/web-kit/forms';
import { useEffect, useRef, useState } from 'react';
import { CompanyStep } from './CompanyStep';
import { InterestsStep } from './InterestsStep';
import { PersonalStep } from './PersonalStep';
import {
  initialRegistration,
  missingFields,
  percentComplete,
  reachableStep,
  stepOf,
  toProfileCommand,
  validateThrough,
  withDraft,
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

/** What gets focus once a step has rendered: its heading, or (after a refusal) its first failing field. */
type Focus = 'heading' | 'error' | null;

/** `params` showing step `step` (0-based; the first step has no `step` parameter). */
function withStep(params: URLSearchParams, step: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (step === 0) next.delete('step');
  else next.set('step', String(step + 1));
  return next;
}

/** The names of the fields with a message. */
const failing = (errors: RegistrationErrors) => Object.keys(errors).filter((field) => errors[field as never]);

/**
 * The four-step buyer profile wizard. Next checks only the steps so far (spec: a step's required fields must be
 * filled, refused with "Incomplete Information"); the last step sends every field. A server refusal of a field
 * goes back to the step that holds it. Each step is an entry in the browser's history (`?step=2`), so Back,
 * Forward and a refresh keep the buyer's place, and what was typed is kept in this tab's session storage until the
 * profile is saved.
 */
export function RegistrationWizard({ user, profile }: Props) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const editing = Boolean(profile);
  const draftKey = `ped:buyer-registration:${user.id}${editing ? ':edit' : ''}`;
  const [start] = useState(() =>
    withDraft(initialRegistration(user, profile), sessionStore.get(draftKey), user.email ? ['email'] : []),
  );
  const asked = Number(params.get('step') ?? '1') - 1;
  const form = useValidatedForm(start, (values) => validateThrough(reachableStep(asked, values), values));
  const step = reachableStep(asked, form.values);
  const complete = useCompleteProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // What the next step change focuses (Next, Previous and a refusal say; Back and Forward: the heading), and what
  // the shown step's arrival focused. A step arrives without the messages of the one before (they appear from its
  // own Next on), unless a refusal sent the buyer back to it.
  const [nextFocus, setNextFocus] = useState<Focus>(null);
  const [arrival, setArrival] = useState<{ step: number; focus: Focus }>({ step, focus: null });
  if (arrival.step !== step) {
    const focus = nextFocus ?? 'heading';
    if (focus !== 'error') form.reset(form.values);
    setArrival({ step, focus });
    setNextFocus(null);
  }

  useEffect(() => {
    if (arrival.focus === 'heading') headingRef.current?.focus();
    if (arrival.focus === 'error')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [arrival]);

  useEffect(() => sessionStore.set(draftKey, JSON.stringify(form.values)), [draftKey, form.values]);

  const goTo = (next: number, focus: Focus) => {
    setNextFocus(focus);
    setParams((current) => withStep(current, next));
  };

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
        sessionStore.set(draftKey, null);
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
    if (step < LAST_STEP) goTo(step + 1, 'heading');
    else send(values);
  }, refuse);

  const previous = () => goTo(step - 1, 'heading');

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
