import { Container, Link, RouterLink, useSearchParams } from '@ped/web-kit/ui';
import { pageTitle, useDocumentTitle } from '@ped/web-kit';
import { SignInCard } from '@ped/web-kit/forms';
import { accountKind, signInPath } from './passwordLinks';
import { RequestPasswordLinkForm } from './RequestPasswordLinkForm';

/** What the page asks for, per kind: an administrator has no address of its own. */
const DESCRIPTION = {
  user: 'Enter the e-mail address of your exporter account.',
  buyer: 'Enter the e-mail address of your buyer account.',
  admin:
    'Enter the e-mail address of the user account your administrator account is linked to: the link goes there. ' +
    'An administrator without a linked account asks another administrator to reset the password.',
} as const;

/**
 * /forgot-password?kind=user|buyer|admin ("Forgot password?" of a sign-in page, the admin console's
 * included): mails a one-time reset link.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(pageTitle('Reset Your Password'));
  const [params] = useSearchParams();
  const kind = accountKind(params.get('kind'));
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <SignInCard
        title="Reset your password"
        description={`${DESCRIPTION[kind]} We will send you a link to choose a new password; it works once, for one hour.`}
        footer={
          <Link asChild colorPalette="brand" color="brand.fg">
            <RouterLink to={signInPath(kind)}>Back to sign in</RouterLink>
          </Link>
        }
      >
        <RequestPasswordLinkForm
          kind={kind}
          submitLabel="Send Reset Link"
          initialEmail={params.get('email') ?? ''}
        />
      </SignInCard>
    </Container>
  );
}
