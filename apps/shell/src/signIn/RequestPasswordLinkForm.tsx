import { AUTH_MESSAGES, emailError, type PasswordLinkAccountKind } from '@ped/contracts/options';
import { Button, Stack, Text } from '@ped/web-kit/ui';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { useRequestPasswordLink } from './passwordLinks';

interface Props {
  kind: PasswordLinkAccountKind;
  submitLabel: string;
  initialEmail?: string;
}

const validate = ({ email }: { email: string }) => ({ email: emailError(email, AUTH_MESSAGES.email) });

/**
 * An e-mail field that asks for a one-time link to choose a new password. The answer is the same whether
 * or not the address has an account, so the page says just that (and never which).
 */
export function RequestPasswordLinkForm({ kind, submitLabel, initialEmail = '' }: Props) {
  const form = useValidatedForm({ email: initialEmail }, validate);
  const request = useRequestPasswordLink();
  const submit = form.handleSubmit(({ email }) =>
    request.mutate(
      { email: email.trim(), kind },
      {
        onSuccess: ({ message }) => toast({ title: 'Check Your E-mail', description: message }),
        onError: (error) => {
          if (form.showServerErrors(error)) return;
          toast({
            title: 'Request Failed',
            description: apiErrorMessage(error, 'The link could not be requested. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    ),
  );
  return (
    <form noValidate aria-label="Ask for a password link" onSubmit={submit}>
      <Stack gap="4">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.field('email')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={request.isPending}
          loadingText="Sending..."
        >
          {submitLabel}
        </Button>
        {request.isSuccess && (
          <Text role="status" textStyle="sm" color="fg.muted" textAlign="center">
            {request.data.message}
          </Text>
        )}
      </Stack>
    </form>
  );
}
