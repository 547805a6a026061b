import { SIGN_UP_LINK_LIFETIME_HOURS } from '@ped/contracts/options';
import { Button, Heading, Stack, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';
import { EmailSignInForm } from './EmailSignInForm';
import { EmailSignUpForm } from './EmailSignUpForm';
import { SignInCard } from './SignInCard';
import type { useEmailAuth } from './useEmailAuth';

export type EmailAuthMode = 'sign-in' | 'sign-up';

/** What the card says in each mode, and the link that switches to the other. */
export type EmailAuthCopy = Record<
  EmailAuthMode,
  { title: string; description: string; switchPrompt: string; switchLabel: string }
>;

interface Props {
  mode: EmailAuthMode;
  onModeChange: (mode: EmailAuthMode) => void;
  copy: EmailAuthCopy;
  /** From `useEmailAuth` (the account kind's routes, toasts and what follows success). */
  auth: ReturnType<typeof useEmailAuth>;
  /** The sign-up button, e.g. "Create Buyer Account". */
  signUpLabel: string;
  /** A line under the switch link. */
  note?: ReactNode;
  /** The sign-in form's first e-mail (e.g. `?email=` after a password was set). */
  initialEmail?: string;
}

/** What a sign-up leads to: the link is in the mailbox; the account exists once it is opened. */
function SignUpSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <Stack role="status" gap="3">
      <Heading as="h2" size="md">
        Check your e-mail
      </Heading>
      <Text overflowWrap="anywhere">
        We have sent a link to <strong>{email}</strong>. Open it to confirm your address: that creates your
        account and signs you in. It works for {SIGN_UP_LINK_LIFETIME_HOURS} hours.
      </Text>
      <Text textStyle="sm" color="fg.muted">
        No mail after a few minutes? Look in your spam folder, or sign up again for a new link.
      </Text>
      <Button variant="outline" colorPalette="brand" onClick={onAgain}>
        Sign up again
      </Button>
    </Stack>
  );
}

/** E-mail sign-in and sign-up on one sign-in card, switched by a link under the form (exporters, buyers). */
export function EmailAuthCard({ mode, onModeChange, copy, auth, signUpLabel, note, initialEmail }: Props) {
  const { title, description, switchPrompt, switchLabel } = copy[mode];
  return (
    <SignInCard
      title={title}
      description={description}
      footer={
        <>
          <Text>
            {switchPrompt}{' '}
            <Button
              variant="plain"
              colorPalette="brand"
              size="sm"
              px="0"
              h="auto"
              textDecoration="underline"
              onClick={() => onModeChange(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
            >
              {switchLabel}
            </Button>
          </Text>
          {note}
        </>
      }
    >
      {mode === 'sign-in' ? (
        <EmailSignInForm
          onSubmit={auth.submitSignIn}
          isPending={auth.isSigningIn}
          initialEmail={initialEmail}
        />
      ) : auth.signUpSentTo ? (
        <SignUpSent email={auth.signUpSentTo} onAgain={auth.resetSignUp} />
      ) : (
        <EmailSignUpForm
          onSubmit={auth.submitSignUp}
          isPending={auth.isSigningUp}
          submitLabel={signUpLabel}
        />
      )}
    </SignInCard>
  );
}
