import { Button, Stack } from '@ped/web-kit/ui';
import { AUTH_MESSAGES } from '@ped/contracts/options';
import { toast } from '@ped/web-kit';
import { FormField } from '@ped/web-kit/forms';
import { useState, type FormEvent } from 'react';
import type { AdminCredentials } from './useAdminAuth';

interface Props {
  onSubmit: (credentials: AdminCredentials) => void;
  isPending: boolean;
}

/** Username and password; both are required (spec: a "Missing Information" toast otherwise). */
export function AdminLoginForm({ onSubmit, isPending }: Props) {
  const [values, setValues] = useState<AdminCredentials>({ username: '', password: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = values.username.trim();
    if (!username || !values.password) {
      toast({
        title: 'Missing Information',
        description: AUTH_MESSAGES.adminMissingFields,
        variant: 'destructive',
      });
      const missing = username ? 'password' : 'username';
      event.currentTarget.querySelector<HTMLElement>(`[name="${missing}"]`)?.focus();
      return;
    }
    onSubmit({ username, password: values.password });
  };

  return (
    <form noValidate aria-label="Admin sign in" onSubmit={submit}>
      <Stack gap="4">
        <FormField
          name="username"
          label="Username"
          autoComplete="username"
          value={values.username}
          onChange={(username) => setValues({ ...values, username })}
        />
        <FormField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
        />
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={isPending}
          loadingText="Signing in..."
        >
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
