import { DataList, Link, Stack, Text } from '@ped/web-kit/ui';
import type { VerificationEvidence } from '@ped/contracts/catalog';
import { evidenceFields } from './evidenceFields';

/**
 * A submission's evidence as label and value. A link is shown as its full text with its host under it (what an
 * admin opens is what it reads), and opens in a new tab with rel="noopener noreferrer".
 */
export function EvidenceList({ evidence }: { evidence: VerificationEvidence }) {
  const fields = evidenceFields(evidence);
  if (fields.length === 0) return <Text color="fg.muted">No evidence sent</Text>;
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {fields.map(({ key, label, value, link }) => (
        <DataList.Item key={key} alignItems="start">
          <DataList.ItemLabel minW="8.5rem" flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere" minW="0">
            {value === null ? (
              <Text as="span" color="fg.muted">
                Not given
              </Text>
            ) : link ? (
              <Stack gap="0">
                <Link href={link.href} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {value}
                </Link>
                <Text as="span" textStyle="xs" color="fg.muted">
                  Host: <strong>{link.host}</strong> (opens in a new tab)
                </Text>
              </Stack>
            ) : (
              value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
