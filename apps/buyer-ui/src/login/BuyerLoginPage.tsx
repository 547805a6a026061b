import { Button, Card, Container, Heading, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle, usePageMeta } from '@ped/web-kit';
import { EmailSignInForm, EmailSignUpForm } from '@ped/web-kit/forms';
import { useState } from 'react';
import { useBuyerAuth } from './useBuyerAuth';

type Mode = 'sign-in' | 'sign-up';

const COPY: Record<Mode, { title: string; description: string; switchPrompt: string; switchLabel: string }> =
  {
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
  const [mode, setMode] = useState<Mode>('sign-in');
  const auth = useBuyerAuth();
  const copy = COPY[mode];

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Header>
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="2xl">
              {copy.title}
            </Heading>
            <Text color="fg.muted">{copy.description}</Text>
          </Stack>
        </Card.Header>
        <Card.Body>
          {mode === 'sign-in' ? (
            <EmailSignInForm onSubmit={auth.submitSignIn} isPending={auth.isSigningIn} />
          ) : (
            <EmailSignUpForm
              onSubmit={auth.submitSignUp}
              isPending={auth.isSigningUp}
              submitLabel="Create Buyer Account"
            />
          )}
        </Card.Body>
        <Card.Footer>
          <Stack gap="3" width="full" align="center" textAlign="center" textStyle="sm">
            <Text>
              {copy.switchPrompt}{' '}
              <Button
                variant="plain"
                colorPalette="brand"
                size="sm"
                px="0"
                h="auto"
                textDecoration="underline"
                onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
              >
                {copy.switchLabel}
              </Button>
            </Text>
            <Text color="fg.muted">Free registration • Browse exporters • Post requirements</Text>
          </Stack>
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
