import { Center, Spinner, Stack, Text } from '@ped/web-kit/ui';

/** Spec: what the enhanced dashboard shows while the admin session is being checked. */
export function DashboardLoading() {
  return (
    <Center py={{ base: '16', md: '24' }} px="4" role="status" aria-live="polite">
      <Stack gap="3" align="center" textAlign="center">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Loading enhanced admin dashboard...</Text>
      </Stack>
    </Center>
  );
}
