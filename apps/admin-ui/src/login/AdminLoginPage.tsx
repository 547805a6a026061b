import { Container, Stack, useNavigate, useSearchParams } from '@ped/web-kit/ui';
import { isApiError, pageTitle, safeReturnTo, useAuth, useDocumentTitle } from '@ped/web-kit';
import { SignInCard } from '@ped/web-kit/forms';
import { useCallback, useState } from 'react';
import { ADMIN_HOME } from '../adminPaths.constants';
import { AdminLoginForm } from './AdminLoginForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DefaultCredentialsNotice } from './DefaultCredentialsNotice';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { TwoFactorOffer } from './TwoFactorOffer';
import {
  isTwoFactorRequired,
  useAdminLogin,
  useChangePassword,
  type AdminCredentials,
  type SecondFactor,
} from './useAdminAuth';

type Step = 'sign-in' | 'code' | 'change-password' | 'two-factor-offer';

const COPY: Record<Step, { documentTitle: string; title: string; description: string }> = {
  'sign-in': {
    documentTitle: 'Admin Login',
    title: 'Admin Login',
    description: 'Sign in to the administration console.',
  },
  code: {
    documentTitle: 'Admin Login',
    title: 'Two-factor authentication',
    description: 'Your account asks for a second step to sign in.',
  },
  'change-password': {
    documentTitle: 'Change Your Password',
    title: 'Change your password',
    description: 'You must change your password before continuing.',
  },
  'two-factor-offer': {
    documentTitle: 'Two-Factor Authentication',
    title: 'Turn on two-factor authentication',
    description:
      'Your password is changed. With two-factor authentication, signing in also takes a code from your phone, so a stolen password alone cannot open the console.',
  },
};

/**
 * /admin-login(?username=…, from a used password link): the admin console's sign-in. With two-factor on, the
 * right password leads to a second step asking for the code (or a recovery code). An admin still on the first
 * password (just signed in, or sent back from /admin) gets the password change form instead, and then the offer
 * to turn on two-factor sign-in; afterwards the server's redirect or /admin.
 */
export function AdminLoginPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [redirectTo, setRedirectTo] = useState(ADMIN_HOME);
  // The password was right and the account asks for a code: the second step sends them again with it.
  const [credentials, setCredentials] = useState<AdminCredentials | null>(null);
  const [username, setUsername] = useState(params.get('username') ?? '');
  // After the forced password change: where to go once two-factor is on, or skipped.
  const [offerTarget, setOfferTarget] = useState<string | null>(null);

  const login = useAdminLogin((result) => {
    const target = safeReturnTo(result?.redirectTo, ADMIN_HOME);
    setCredentials(null);
    if (result?.user.mustChangePassword) setRedirectTo(target);
    else navigate(target, { replace: true });
  });
  const change = useChangePassword((result) => {
    const target = safeReturnTo(result?.redirectTo ?? redirectTo, ADMIN_HOME);
    if (result?.user.kind === 'admin') setOfferTarget(target);
    else navigate(target, { replace: true });
  });
  const continueToConsole = useCallback(() => {
    if (offerTarget) navigate(offerTarget, { replace: true });
  }, [navigate, offerTarget]);

  // While the change is sent the form stays (the signed-in user no longer says "must change" before it settles).
  const step: Step = offerTarget
    ? 'two-factor-offer'
    : user?.mustChangePassword || change.isPending
      ? 'change-password'
      : credentials
        ? 'code'
        : 'sign-in';
  const copy = COPY[step];
  useDocumentTitle(pageTitle(copy.documentTitle));

  const signIn = (entered: AdminCredentials) =>
    login.submit(entered, (error) => {
      if (!isTwoFactorRequired(error)) return false;
      setUsername(entered.username);
      setCredentials(entered);
      return true;
    });
  const signInWithCode = (factor: SecondFactor, onRefused: (error: Error) => boolean) => {
    if (!credentials) return;
    login.submit({ ...credentials, ...factor }, (error) => {
      if (onRefused(error)) return true;
      // The password no longer works (changed meanwhile): back to the first step, after the toast.
      if (isApiError(error) && error.reason === 'INVALID_CREDENTIALS') setCredentials(null);
      return false;
    });
  };

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <SignInCard
        title={copy.title}
        description={
          step === 'code' && credentials
            ? `Signing in as ${credentials.username}. ${copy.description}`
            : copy.description
        }
      >
        {step === 'two-factor-offer' ? (
          <TwoFactorOffer onContinue={continueToConsole} />
        ) : step === 'change-password' ? (
          <ChangePasswordForm onSubmit={change.submit} isPending={change.isPending} />
        ) : step === 'code' ? (
          <TwoFactorCodeForm
            onSubmit={signInWithCode}
            isPending={login.isPending}
            onBack={() => setCredentials(null)}
          />
        ) : (
          <Stack gap="6">
            <AdminLoginForm onSubmit={signIn} isPending={login.isPending} initialUsername={username} />
            <DefaultCredentialsNotice />
          </Stack>
        )}
      </SignInCard>
    </Container>
  );
}
