import { Container, Link, RouterLink, useSearchParams } from '@ped/web-kit/ui';
import { pageTitle, useDocumentTitle } from '@ped/web-kit';
import { SignInCard } from '@ped/web-kit/forms';
import { accountKind, signInPath } from './passwordLinks';
import { RequestPasswordLinkForm } from './RequestPasswordLinkForm';

/** /forgot-password?kind=user|buyer ("Forgot password?" of a sign-in page): mails a one-time reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle(pageTitle('Reset Your Password'));
  const [params] = useSearchParams();
  const kind = accountKind(params.get('kind'));
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <SignInCard
        title="Reset your password"
        description={`Enter the e-mail address of your ${kind === 'buyer' ? 'buyer' : 'exporter'} account. We will send you a link to choose a new password; it works once, for one hour.`}
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
