import { Box, Button, Heading, HStack, Stack, Text } from '@ped/web-kit/ui';
import type { AuthUser } from '@ped/web-kit';
import { ExportDataButton } from './ExportDataButton';
import { SettingsIcon } from './headerIcons';
import { NotificationsButton } from './NotificationsButton';

interface Props {
  user: AuthUser;
  /** Settings: the password and two-factor sign-in (the dialog is the dashboard's). */
  onOpenSettings: () => void;
}

/** The dashboard's title, who is signed in, and Notifications, Export Data and Settings. */
export function DashboardHeader({ user, onOpenSettings }: Props) {
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
        <Button
          size="sm"
          variant="outline"
          onClick={onOpenSettings}
          aria-label="Settings"
          aria-haspopup="dialog"
        >
          <SettingsIcon />
          <Box as="span" display={{ base: 'none', md: 'inline' }}>
            Settings
          </Box>
        </Button>
      </HStack>
    </HStack>
  );
}
