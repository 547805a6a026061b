import { Button, Card, Heading, List, RouterLink, Text } from '@ped/web-kit/ui';
import type { MyExporterDto } from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_HOURS } from '@ped/contracts/options';
import { useId } from 'react';

/** What waits for the approval, in each tab's words: its title, and what the exporter can then do. */
const FEATURES = {
  products: {
    title: 'You can add products once your profile is approved',
    then: 'add your products, and buyers see them on your profile',
  },
  requests: {
    title: 'Buying requests open once your profile is approved',
    then: 'read what buyers need and send them quotations',
  },
  verification: {
    title: 'Verification opens once your profile is approved',
    then: 'send the evidence of each check for the Verified badge',
  },
} as const;

export type ApprovalFeature = keyof typeof FEATURES;

/**
 * In place of a tab or action that waits for an approved profile (the server refuses it before then): why,
 * and what happens next. Pending: the review within EXPORTER_REVIEW_HOURS and its e-mail; rejected: update the
 * profile to be reviewed again.
 */
export function ApprovalRequired({
  exporter,
  feature,
}: {
  exporter: MyExporterDto;
  feature: ApprovalFeature;
}) {
  const { title, then } = FEATURES[feature];
  const headingId = useId();
  const rejected = exporter.status === 'rejected';
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="3" p={{ base: '4', md: '6' }}>
        <Heading id={headingId} as="h3" size="md">
          {title}
        </Heading>
        {rejected ? (
          <Text>
            Your profile was not approved. Update it in the Profile tab to send it for review again; once it
            is approved, you can {then}.
          </Text>
        ) : (
          <>
            <Text>Buyers deal only with exporters we have reviewed, so this waits for your approval.</Text>
            <List.Root as="ol" ps="5" gap="1">
              <List.Item>We review new exporter profiles within {EXPORTER_REVIEW_HOURS} hours.</List.Item>
              <List.Item overflowWrap="anywhere">
                We e-mail {exporter.email} when yours is approved.
              </List.Item>
              <List.Item>You can then {then}.</List.Item>
            </List.Root>
          </>
        )}
        <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/dashboard?tab=profile">
            {rejected ? 'Update your profile' : 'Complete your profile meanwhile'}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
