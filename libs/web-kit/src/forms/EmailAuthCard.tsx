import { Button, Text } from '@ped/web-kit/ui';
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
