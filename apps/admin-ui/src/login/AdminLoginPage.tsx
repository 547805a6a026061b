import { Container, Stack, useNavigate, useSearchParams } from '@ped/web-kit/ui';
import { pageTitle, safeReturnTo, useAuth, useDocumentTitle } from '@ped/web-kit';
import { SignInCard } from '@ped/web-kit/forms';
import { useState } from 'react';
import { ADMIN_HOME } from '../adminPaths.constants';
import { AdminLoginForm } from './AdminLoginForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DefaultCredentialsNotice } from './DefaultCredentialsNotice';
import { useAdminLogin, useChangePassword } from './useAdminAuth';

/**
 * /admin-login(?username=…, from a used password link): the admin console's sign-in. An admin still on the first password (just signed in, or sent
 * back from /admin) gets the password change form instead; afterwards the server's redirect or /admin.
 */
export function AdminLoginPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [redirectTo, setRedirectTo] = useState(ADMIN_HOME);
  const mustChangePassword = Boolean(user?.mustChangePassword);
  useDocumentTitle(pageTitle(mustChangePassword ? 'Change Your Password' : 'Admin Login'));

  const login = useAdminLogin((result) => {
    const target = safeReturnTo(result?.redirectTo, ADMIN_HOME);
    if (result?.user.mustChangePassword) setRedirectTo(target);
    else navigate(target, { replace: true });
  });
  const change = useChangePassword((result) =>
    navigate(safeReturnTo(result?.redirectTo ?? redirectTo, ADMIN_HOME), { replace: true }),
  );

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <SignInCard
        title={mustChangePassword ? 'Change your password' : 'Admin Login'}
        description={
          mustChangePassword
            ? 'You must change your password before continuing.'
            : 'Sign in to the administration console.'
        }
      >
        {mustChangePassword ? (
          <ChangePasswordForm onSubmit={change.submit} isPending={change.isPending} />
        ) : (
          <Stack gap="6">
            <AdminLoginForm
              onSubmit={login.submit}
              isPending={login.isPending}
              initialUsername={params.get('username') ?? ''}
            />
            <DefaultCredentialsNotice />
          </Stack>
        )}
      </SignInCard>
    </Container>
  );
}
