import {
  Button,
  Card,
  Container,
  Heading,
  Link,
  Stack,
  Text,
  RouterLink,
  useNavigate,
  useSearchParams,
} from '@ped/web-kit/ui';
import { pageTitle, safeReturnTo, useAuth, useDocumentTitle } from '@ped/web-kit';
import { EmailSignInForm, EmailSignUpForm } from '@ped/web-kit/forms';
import { useState } from 'react';
import { AlreadySignedIn } from './AlreadySignedIn';
import { useExporterAuth } from './useExporterAuth';

/** Where a sign-in without a (usable) `returnTo` ends. */
const DEFAULT_RETURN_TO = '/dashboard';

type Mode = 'sign-in' | 'sign-up';

const HEADINGS: Record<Mode, { title: string; description: string }> = {
  'sign-in': {
    title: 'Sign in to your account',
    description: 'Manage your exporter profile, products and buyer inquiries.',
  },
  'sign-up': {
    title: 'Create an exporter account',
    description: 'Register to list your company and reach international buyers.',
  },
};

/** The shell's sign-in page (`/api/login` ends here): exporter sign-in and sign-up, then back to `returnTo`. */
export function SignInPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  useDocumentTitle(pageTitle(mode === 'sign-in' ? 'Sign In' : 'Create an Exporter Account'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'), DEFAULT_RETURN_TO);
  const navigate = useNavigate();
  const { user, isLoading } = useAuth();
  const auth = useExporterAuth(() => navigate(returnTo, { replace: true }));
  const heading = HEADINGS[mode];

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      {user && !isLoading && !auth.isDone ? (
        <AlreadySignedIn user={user} returnTo={returnTo} />
      ) : (
        <Card.Root>
          <Card.Header>
            <Stack gap="1" textAlign="center">
              <Heading as="h1" size="2xl">
                {heading.title}
              </Heading>
              <Text color="fg.muted">{heading.description}</Text>
            </Stack>
          </Card.Header>
          <Card.Body>
            {mode === 'sign-in' ? (
              <EmailSignInForm onSubmit={auth.submitSignIn} isPending={auth.isSigningIn} />
            ) : (
              <EmailSignUpForm
                onSubmit={auth.submitSignUp}
                isPending={auth.isSigningUp}
                submitLabel="Create Exporter Account"
              />
            )}
          </Card.Body>
          <Card.Footer>
            <Stack gap="3" width="full" align="center" textAlign="center" textStyle="sm">
              <Text>
                {mode === 'sign-in' ? 'New to the directory?' : 'Already have an account?'}{' '}
                <Button
                  variant="plain"
                  colorPalette="brand"
                  size="sm"
                  px="0"
                  h="auto"
                  textDecoration="underline"
                  onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
                >
                  {mode === 'sign-in' ? 'Create an exporter account' : 'Sign in'}
                </Button>
              </Text>
              <Text color="fg.muted">
                Sourcing from Pakistan?{' '}
                <Link asChild colorPalette="brand" color="brand.fg">
                  <RouterLink to="/buyer-login">Buyer sign-in</RouterLink>
                </Link>
              </Text>
            </Stack>
          </Card.Footer>
        </Card.Root>
      )}
    </Container>
  );
}
