import { Container, Link, Text, RouterLink, useNavigate, useSearchParams } from '@ped/web-kit/ui';
import { pageTitle, safeReturnTo, useAuth, useDocumentTitle } from '@ped/web-kit';
import { EmailAuthCard, ForgotPassword, type EmailAuthCopy, type EmailAuthMode } from '@ped/web-kit/forms';
import { useState } from 'react';
import { AlreadySignedIn } from './AlreadySignedIn';
import { useExporterAuth } from './useExporterAuth';

/** Where a sign-in without a (usable) `returnTo` ends. */
const DEFAULT_RETURN_TO = '/dashboard';

const COPY: EmailAuthCopy = {
  'sign-in': {
    title: 'Sign in to your account',
    description: 'Manage your exporter profile, products and buyer inquiries.',
    switchPrompt: 'New to the directory?',
    switchLabel: 'Create an exporter account',
  },
  'sign-up': {
    title: 'Create an exporter account',
    description: 'Register to list your company and reach international buyers.',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign in',
  },
};

/** /sign-in/exporter (chosen on /sign-in): exporter sign-in and sign-up, then back to `returnTo`. */
export function SignInPage() {
  const [mode, setMode] = useState<EmailAuthMode>('sign-in');
  useDocumentTitle(pageTitle(mode === 'sign-in' ? 'Sign In' : 'Create an Exporter Account'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'), DEFAULT_RETURN_TO);
  // A way back given to this page goes on to the buyer sign-in too.
  const search = params.has('returnTo') ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const navigate = useNavigate();
  const { user, isLoading } = useAuth();
  const auth = useExporterAuth(
    () => navigate(returnTo, { replace: true }),
    params.has('returnTo') ? returnTo : undefined,
  );

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      {user && !isLoading && !auth.isDone ? (
        <AlreadySignedIn user={user} returnTo={returnTo} />
      ) : (
        <EmailAuthCard
          mode={mode}
          onModeChange={setMode}
          copy={COPY}
          auth={auth}
          signUpLabel="Create Exporter Account"
          initialEmail={params.get('email') ?? ''}
          note={
            <>
              {mode === 'sign-in' && <ForgotPassword kind="user" />}
              <Text color="fg.muted">
                Sourcing from Pakistan?{' '}
                <Link asChild colorPalette="brand" color="brand.fg">
                  <RouterLink to={`/buyer-login${search}`}>Buyer sign-in</RouterLink>
                </Link>
              </Text>
            </>
          }
        />
      )}
    </Container>
  );
}
