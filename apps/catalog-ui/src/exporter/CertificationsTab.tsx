import { HStack, Text } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';
import { List } from '@ped/web-kit/ui-lazy';
import { CheckIcon } from '@ped/web-kit/icons';

/** The exporter's certifications, or "No certifications listed." */
export function CertificationsTab({ certifications }: { certifications: string[] }) {
  if (certifications.length === 0) return <StateMessage>No certifications listed.</StateMessage>;
  return (
    <List.Root listStyleType="none" gap="3">
      {certifications.map((certification) => (
        <List.Item key={certification} borderWidth="1px" borderRadius="l2" p="3">
          <HStack gap="3">
            <CheckIcon color="brand.fg" boxSize="5" aria-hidden />
            <Text fontWeight="medium">{certification}</Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
