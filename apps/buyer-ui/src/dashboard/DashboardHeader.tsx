import { Badge, Button, Heading, HStack, RouterLink, Stack, Text } from '@ped/web-kit/ui';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import type { AuthUser } from '@ped/web-kit';
import { businessTypeLabel } from '../registration/registrationForm';

interface Props {
  user: AuthUser;
  profile: BuyerProfileDto;
  onPost: () => void;
}

/** Welcome, the company line, and the two ways on: Post Requirement and Browse Exporters. */
export function DashboardHeader({ user, profile, onPost }: Props) {
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'end' }} gap="4">
      <Stack gap="1" minW="0">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          Welcome back, {user.firstName || 'buyer'}!
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Text color="fg.muted" overflowWrap="anywhere">
            {profile.companyName} · {businessTypeLabel(profile.businessType)}
            {location && ` · ${location}`}
          </Text>
          <Badge colorPalette={profile.isVerified ? 'green' : 'orange'} variant="subtle">
            {profile.isVerified ? 'Verified' : 'Pending review'}
          </Badge>
        </HStack>
      </Stack>
      <HStack gap="3" flexShrink="0">
        <Button colorPalette="brand" onClick={onPost} flex={{ base: '1', md: 'initial' }}>
          Post Requirement
        </Button>
        <Button asChild variant="outline" colorPalette="brand" flex={{ base: '1', md: 'initial' }}>
          <RouterLink to="/browse">Browse Exporters</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
