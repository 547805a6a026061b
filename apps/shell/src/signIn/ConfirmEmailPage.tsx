import type { SignInResultDto } from '@ped/contracts/identity';
import { SIGN_UP_MESSAGES } from '@ped/contracts/options';
import {
  Button,
  Container,
  Link,
  RouterLink,
  Stack,
  Text,
  useNavigate,
  useSearchParams,
} from '@ped/web-kit/ui';
import {
  apiErrorMessage,
  apiErrorStatus,
  pageTitle,
  toast,
  useAuthMutation,
  useDocumentTitle,
  useNoIndex,
} from '@ped/web-kit';
import { SignInCard } from '@ped/web-kit/forms';
import { SHELL_ROUTES } from '@ped/web-kit/routes';

const PAGE = { maxW: 'md', py: { base: '8', md: '16' }, px: { base: '4', md: '6' } } as const;

/** A link that cannot be used: unknown (404), used or expired (410), or its address taken meanwhile (409). */
const isFinal = (error: unknown) => [404, 409, 410].includes(apiErrorStatus(error) ?? 0);

/**
 * /confirm-email?token=… (from a sign-up's mail): one click confirms the address, creates the account and
 * signs it in, then on to what a new account does first (a buyer's registration wizard, an exporter's
 * dashboard). A click, not the page load: a mail scanner that opens the link confirms nothing.
 */
export function ConfirmEmailPage() {
  useNoIndex();
  useDocumentTitle(pageTitle('Confirm Your E-mail'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useAuthMutation<{ token: string }>('/api/auth/confirm-email');

  const submit = () =>
    confirm.mutate(
      { token },
      {
        onSuccess: (result: SignInResultDto | null) => {
          const buyer = result?.user.kind === 'buyer';
          toast({
            title: 'Account Created',
            description: buyer
              ? "Welcome! Let's complete your buyer profile."
              : 'Your exporter account is ready.',
          });
          navigate(result?.redirectTo ?? '/', { replace: true });
        },
        onError: (error) => {
          if (isFinal(error)) return;
          toast({
            title: 'Not Confirmed',
            description: apiErrorMessage(error, 'Your e-mail could not be confirmed. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );

  if (!token || (confirm.isError && isFinal(confirm.error))) {
    const message = token
      ? apiErrorMessage(confirm.error, SIGN_UP_MESSAGES.unknown)
      : SIGN_UP_MESSAGES.tokenRequired;
    return (
      <Container {...PAGE}>
        <SignInCard title="This link cannot be used" description={message}>
          <Stack gap="2">
            <Link asChild colorPalette="brand" color="brand.fg">
              <RouterLink to="/buyer-login">Buyer sign-in and sign-up</RouterLink>
            </Link>
            <Link asChild colorPalette="brand" color="brand.fg">
              <RouterLink to={SHELL_ROUTES.exporterSignIn}>Exporter sign-in and sign-up</RouterLink>
            </Link>
          </Stack>
        </SignInCard>
      </Container>
    );
  }
  return (
    <Container {...PAGE}>
      <SignInCard
        title="Confirm your e-mail"
        description="One click confirms your address, creates your account and signs you in."
      >
        <Stack gap="3">
          <Button
            colorPalette="brand"
            width="full"
            onClick={submit}
            loading={confirm.isPending || confirm.isSuccess}
            loadingText="Confirming..."
          >
            Confirm and Sign In
          </Button>
          <Text textStyle="sm" color="fg.muted">
            Did not sign up? Close this page: no account is created without this click.
          </Text>
        </Stack>
      </SignInCard>
    </Container>
  );
}
