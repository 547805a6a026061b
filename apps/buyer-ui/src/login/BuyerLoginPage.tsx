import { Container, Text } from '@ped/web-kit/ui';
import { pageTitle, usePageMeta } from '@ped/web-kit';
import { EmailAuthCard, type EmailAuthCopy, type EmailAuthMode } from '@ped/web-kit/forms';
import { useState } from 'react';
import { useBuyerAuth } from './useBuyerAuth';

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

/** /buyer-login: buyer sign-in (default) and sign-up, toggled on the same card. */
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
  const auth = useBuyerAuth();

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <EmailAuthCard
        mode={mode}
        onModeChange={setMode}
        copy={COPY}
        auth={auth}
        signUpLabel="Create Buyer Account"
        note={<Text color="fg.muted">Free registration • Browse exporters • Post requirements</Text>}
      />
    </Container>
  );
}
