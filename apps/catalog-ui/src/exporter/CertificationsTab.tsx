import { List, Stack, Text } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';
import { CERTIFICATION_CLAIM } from './certificationClaim';

/** The exporter's certifications, each shown as its claim until checked; or "No certifications listed." */
export function CertificationsTab({ certifications }: { certifications: string[] }) {
  if (certifications.length === 0) return <StateMessage>No certifications listed.</StateMessage>;
  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        The directory has not checked these certificates yet. Ask the exporter for a copy and confirm it with
        the issuing body before you rely on it.
      </Text>
      <List.Root listStyleType="none" gap="3">
        {certifications.map((certification) => (
          <List.Item key={certification} borderWidth="1px" borderRadius="l2" p="3">
            <Stack gap="0.5">
              <Text fontWeight="medium">{certification}</Text>
              <Text textStyle="sm" color="fg.muted">
                {CERTIFICATION_CLAIM}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
