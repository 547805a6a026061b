import { Center, Spinner, Stack, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';
import type { AuthUser } from './authUser';
import { useRequireAuth, type RequireAuthOptions } from './useRequireAuth';

interface Props extends RequireAuthOptions {
  /** The page, for a user who is let in. */
  children: (user: AuthUser) => ReactNode;
}

function SessionStatus({ message, busy }: { message: string; busy: boolean }) {
  return (
    <Center py={{ base: '16', md: '24' }} px="4" role="status" aria-live="polite">
      <Stack gap="3" align="center" textAlign="center">
        {busy && <Spinner size="lg" color="brand.solid" />}
        <Text color="fg.muted">{message}</Text>
      </Stack>
    </Center>
  );
}

/** Renders a protected page only for users it lets in; see `useRequireAuth` for everyone else. */
export function RequireAuth({ children, ...options }: Props) {
  const state = useRequireAuth(options);
  if (state.status === 'loading') return <SessionStatus busy message="Checking your session…" />;
  if (state.status === 'denied') return <SessionStatus busy message="Redirecting you to sign in…" />;
  return <>{children(state.user)}</>;
}
