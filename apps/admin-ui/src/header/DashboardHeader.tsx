import { Heading, HStack, Stack, Text } from '@ped/web-kit/ui';
import type { AuthUser } from '@ped/web-kit';
import { ExportDataButton } from './ExportDataButton';
import { NotificationsButton } from './NotificationsButton';

/** The dashboard's title, who is signed in, and Notifications, Export Data and Settings. */
export function DashboardHeader({ user }: { user: AuthUser }) {
  return (
    <HStack as="header" justify="space-between" align="start" gap="3" flexWrap="wrap">
      <Stack gap="1" minW="0">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Admin dashboard
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Signed in as {user.username ?? user.email ?? 'admin'}
        </Text>
      </Stack>
      <HStack gap="2">
        <NotificationsButton />
        <ExportDataButton />
      </HStack>
    </HStack>
  );
}
