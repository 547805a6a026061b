import { Alert } from '@ped/web-kit/ui-lazy';
import { Link, List, RouterLink } from '@ped/web-kit/ui';
import type { MyExporterDto } from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_HOURS } from '@ped/contracts/options';

/** What a pending or rejected exporter needs to know before anything else; nothing for an approved one. */
export function StatusNotice({ exporter }: { exporter: MyExporterDto }) {
  if (exporter.status === 'pending') {
    return (
      <Alert.Root status="info" variant="surface" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>Your profile is under review</Alert.Title>
          <Alert.Description>
            Our team verifies new exporters within {EXPORTER_REVIEW_HOURS} hours. What happens next:
            <List.Root as="ol" ps="5" mt="2" gap="1">
              <List.Item>We check your company details.</List.Item>
              <List.Item overflowWrap="anywhere">
                You receive an e-mail at {exporter.email} when your profile is approved.
              </List.Item>
              <List.Item>
                Your profile appears in the directory for buyers, and you can add products, answer buying
                requests and get verified.
              </List.Item>
            </List.Root>
            Meanwhile you can complete your profile and upload your logo.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (exporter.status === 'rejected') {
    return (
      <Alert.Root status="error" variant="surface" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>Your profile was not approved</Alert.Title>
          <Alert.Description>
            {exporter.rejectionReason ? (
              <>
                Reason given: <strong>{exporter.rejectionReason}</strong>
              </>
            ) : (
              'No reason was given.'
            )}{' '}
            Update your profile in the Profile tab to address it, then{' '}
            <Link asChild variant="underline">
              <RouterLink to="/contact">contact us</RouterLink>
            </Link>{' '}
            so that we review it again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
