import type { PasswordLinkDto, PasswordLinkUsedDto } from '@ped/contracts/identity';
import { PASSWORD_LINK_MESSAGES, type PasswordLinkAccountKind } from '@ped/contracts/options';
import {
  Button,
  Container,
  Heading,
  Link,
  RouterLink,
  Spinner,
  Stack,
  Text,
  useSearchParams,
} from '@ped/web-kit/ui';
import {
  apiErrorMessage,
  apiErrorStatus,
  LoadError,
  pageTitle,
  toast,
  useDocumentTitle,
  useNoIndex,
  useQuery,
} from '@ped/web-kit';
import { FormField, SignInCard, useValidatedForm } from '@ped/web-kit/forms';
import { useState } from 'react';
import {
  accountKind,
  minimumLength,
  signInPath,
  useSetPassword,
  validateNewPassword,
  type NewPasswordValues,
} from './passwordLinks';
import { RequestPasswordLinkForm } from './RequestPasswordLinkForm';

const PAGE = { maxW: 'md', py: { base: '8', md: '16' }, px: { base: '4', md: '6' } } as const;

/** A link that cannot be used (used, expired, unknown) says why, and asks for a new one. */
const isGone = (error: unknown) => [404, 410].includes(apiErrorStatus(error) ?? 0);

/**
 * /set-password?token=… (from the e-mail of an approval or of "Forgot password?"): checks the link first, then
 * takes the new password twice; after that, the way to the right sign-in page with the e-mail filled in. A
 * used, expired or unknown link says so and offers a new one.
 */
export function SetPasswordPage() {
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = accountKind(params.get('kind'));
  const link = useQuery<PasswordLinkDto>({
    queryKey: ['/api/auth/password-link', { token }],
    enabled: token !== '',
  });
  const [goneMessage, setGoneMessage] = useState<string | null>(null);
  const [done, setDone] = useState<PasswordLinkUsedDto | null>(null);
  const purpose = link.data?.purpose ?? 'set';
  useDocumentTitle(pageTitle(purpose === 'reset' ? 'Choose a New Password' : 'Set Your Password'));

  if (done) return <PasswordSet {...done} />;
  if (!token || goneMessage || (link.isError && isGone(link.error))) {
    const message =
      goneMessage ??
      (token ? apiErrorMessage(link.error, PASSWORD_LINK_MESSAGES.unknown) : PASSWORD_LINK_MESSAGES.unknown);
    return <LinkGone kind={kind} message={message} />;
  }
  if (link.isError)
    return <LoadError what="link" onRetry={() => void link.refetch()} retrying={link.isFetching} />;
  if (!link.data) {
    return (
      <Container {...PAGE}>
        <Stack role="status" align="center" gap="3" py="10">
          <Spinner colorPalette="brand" />
          <Text color="fg.muted">Checking your link…</Text>
        </Stack>
      </Container>
    );
  }
  return (
    <Container {...PAGE}>
      <NewPasswordForm
        token={token}
        link={link.data}
        onDone={setDone}
        onGone={(message) => setGoneMessage(message)}
      />
    </Container>
  );
}

function NewPasswordForm({
  token,
  link,
  onDone,
  onGone,
}: {
  token: string;
  link: PasswordLinkDto;
  onDone: (result: PasswordLinkUsedDto) => void;
  onGone: (message: string) => void;
}) {
  const form = useValidatedForm<NewPasswordValues>({ password: '', confirmPassword: '' }, (values) =>
    validateNewPassword(values, link.kind),
  );
  const setPassword = useSetPassword();
  const isFirst = link.purpose === 'set';
  const submit = form.handleSubmit(({ password }) =>
    setPassword.mutate(
      { token, password },
      {
        onSuccess: (result) => {
          toast({ title: 'Password Set', description: 'You can now sign in with your new password.' });
          onDone(result);
        },
        onError: (error) => {
          if (isGone(error)) return onGone(apiErrorMessage(error, PASSWORD_LINK_MESSAGES.unknown));
          if (form.showServerErrors(error)) return;
          toast({
            title: 'Password Not Set',
            description: apiErrorMessage(error, 'The password could not be saved. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    ),
  );
  return (
    <SignInCard
      title={isFirst ? 'Set your password' : 'Choose a new password'}
      description={`For ${link.kind === 'admin' ? `the administrator account ${link.username ?? ''} (${link.email})` : link.email}. At least ${minimumLength(link.kind)} characters; a common password is refused.`}
    >
      <form noValidate aria-label={isFirst ? 'Set your password' : 'Choose a new password'} onSubmit={submit}>
        <Stack gap="4">
          {/* For password managers: the account this password belongs to. */}
          <input
            type={link.kind === 'admin' ? 'text' : 'email'}
            name="username"
            autoComplete="username"
            value={link.kind === 'admin' ? (link.username ?? '') : link.email}
            readOnly
            hidden
          />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            {...form.field('password')}
          />
          <FormField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <Button
            type="submit"
            colorPalette="brand"
            width="full"
            loading={setPassword.isPending}
            loadingText="Saving..."
          >
            {isFirst ? 'Set Password' : 'Save New Password'}
          </Button>
        </Stack>
      </form>
    </SignInCard>
  );
}

/** The way to the sign-in page of the account's kind: the admin console's takes the username. */
function PasswordSet({ kind, email, username }: PasswordLinkUsedDto) {
  const who = kind === 'admin' && username ? `the username ${username}` : email;
  return (
    <Container {...PAGE}>
      <SignInCard title="Password set — sign in" description={`Sign in with ${who} and your new password.`}>
        <Button asChild colorPalette="brand" width="full">
          <RouterLink to={signInPath(kind, email, username)}>Sign in</RouterLink>
        </Button>
      </SignInCard>
    </Container>
  );
}

function LinkGone({ kind, message }: { kind: PasswordLinkAccountKind; message: string }) {
  return (
    <Container {...PAGE}>
      <SignInCard
        title="This link cannot be used"
        description={message}
        footer={
          <Link asChild colorPalette="brand" color="brand.fg">
            <RouterLink to={signInPath(kind)}>Back to sign in</RouterLink>
          </Link>
        }
      >
        <Stack gap="3">
          <Heading as="h2" size="md">
            Ask for a new link
          </Heading>
          <RequestPasswordLinkForm kind={kind} submitLabel="Send a New Link" />
        </Stack>
      </SignInCard>
    </Container>
  );
}
