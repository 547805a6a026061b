import { Container, Text, useSearchParams } from '@ped/web-kit/ui';
import { pageTitle, safeReturnTo, signInReasonText, usePageMeta } from '@ped/web-kit';
import { Alert } from '@ped/web-kit/ui-lazy';
import { EmailAuthCard, ForgotPassword, type EmailAuthCopy, type EmailAuthMode } from '@ped/web-kit/forms';
import { useState } from 'react';
import { BUYER_HOME_AFTER_SIGN_IN, useBuyerAuth } from './useBuyerAuth';

const COPY: EmailAuthCopy = {
  'sign-in': {
    title: 'Welcome Back',
    description: 'Sign in to your buyer account',
    switchPrompt: "Don't have an account?",
    switchLabel: 'Sign up',
  },
  'sign-up': {
    title: 'Join as Buyer',
    description: 'Create your free buyer account',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign in',
  },
};

/**
 * /buyer-login: buyer sign-in (default) and sign-up, toggled on the same card. A sign-in with a `returnTo` goes
 * back there, otherwise to the wizard; a sign-up mails a link that creates the account and leads to the wizard.
 */
export function BuyerLoginPage() {
  usePageMeta({
    title: pageTitle('Buyer Login'),
    description:
      'Sign in or register free as an international buyer to find verified Pakistani exporters, post ' +
      'requirements and message suppliers.',
    keywords: [
      'buyer login',
      'buyer registration',
      'Pakistani exporters',
      'B2B sourcing',
      'import from Pakistan',
    ],
    path: '/buyer-login',
  });
  const [mode, setMode] = useState<EmailAuthMode>('sign-in');
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'), BUYER_HOME_AFTER_SIGN_IN);
  // A sign-up signs in only from its e-mail's link, which leads to the wizard (/confirm-email).
  const auth = useBuyerAuth(() => returnTo, params.has('returnTo') ? returnTo : undefined);
  const reason = signInReasonText(params.get('reason'));

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      {reason && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Description>{reason}</Alert.Description>
        </Alert.Root>
      )}
      <EmailAuthCard
        mode={mode}
        onModeChange={setMode}
        copy={COPY}
        auth={auth}
        signUpLabel="Create Buyer Account"
        initialEmail={params.get('email') ?? ''}
        note={
          <>
            {mode === 'sign-in' && <ForgotPassword kind="buyer" />}
            <Text color="fg.muted">Free registration • Browse exporters • Post requirements</Text>
          </>
        }
      />
    </Container>
  );
}
