import { Card, Heading, Stack, Text } from '@ped/web-kit/ui';
import type { AuthUser } from '@ped/web-kit';
import { emptyProfile } from './profileValues';
import { ProfileForm } from './ProfileForm';

/** An exporter account without a profile: the form that creates one (pending until reviewed). */
export function CreateProfile({ user }: { user: AuthUser }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="6">
        <Stack gap="2">
          <Heading as="h2" size="xl">
            Create Your Exporter Profile
          </Heading>
          <Text color="fg.muted">
            Tell buyers about your company. Our team reviews every new profile within 48 hours; it appears in
            the directory once approved.
          </Text>
        </Stack>
        <ProfileForm mode="create" initial={emptyProfile(user.email)} submitLabel="Create Profile" />
      </Card.Body>
    </Card.Root>
  );
}
