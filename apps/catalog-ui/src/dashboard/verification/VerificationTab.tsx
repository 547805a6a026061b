import { Button, Heading, Skeleton, Stack, Text } from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import type { MyExporterDto, MyVerificationDto } from '@ped/contracts/catalog';
import { VERIFICATION_CHECKS } from '@ped/contracts/options';
import { StateMessage } from '@ped/web-kit';
import { CheckCard } from './CheckCard';
import { useMyVerification } from './useVerification';

/** Where the exporter stands: the Verified badge and its rule, or where to begin. */
function LadderSummary({ ladder }: { ladder: MyVerificationDto }) {
  const passed = ladder.checks.filter((item) => item.status === 'passed').length;
  const started = ladder.checks.some((item) => item.status !== 'not_submitted');
  const count = `You have passed ${passed} of ${VERIFICATION_CHECKS.length} checks.`;
  if (ladder.isVerified) {
    return (
      <Alert.Root status="success" variant="subtle" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your profile shows the Verified badge</Alert.Title>
          <Alert.Description>{count} Buyers see the checks you passed and when.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{started ? count : 'You have not started any check yet'}</Alert.Title>
        <Alert.Description>
          The Verified badge shows once the legal entity check and one other check have passed
          {started ? '.' : ': the legal entity check is a good place to start.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The Verification tab of an approved exporter: the four checks of the ladder with their status, and a form per
 * check that sends its evidence for an administrator's review. Loaded with the tab (its own chunk).
 */
export function VerificationTab({ exporter }: { exporter: MyExporterDto }) {
  const ladder = useMyVerification();

  const intro = (
    <Stack gap="2">
      <Heading as="h3" size="lg">
        Verification
      </Heading>
      <Text>
        Buyers see each check you pass on your public profile, with the month it passed. A check lasts a year:
        send it again before then to keep it.
      </Text>
      <Text fontWeight="semibold">Verification is free on every plan: it is never part of a paid plan.</Text>
    </Stack>
  );

  if (ladder.isPending) {
    return (
      <Stack gap="6">
        {intro}
        <Stack gap="4" aria-busy="true" aria-label="Loading your verification checks">
          <Skeleton height="16" borderRadius="l3" />
          {VERIFICATION_CHECKS.map((check) => (
            <Skeleton key={check} height="32" borderRadius="l3" />
          ))}
        </Stack>
      </Stack>
    );
  }
  if (ladder.isError) {
    return (
      <Stack gap="6">
        {intro}
        <StateMessage
          tone="error"
          title="We could not load your verification checks"
          actions={
            <Button variant="outline" onClick={() => ladder.refetch()} loading={ladder.isRefetching}>
              Try again
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {intro}
      <LadderSummary ladder={ladder.data} />
      <Text textStyle="sm" color="fg.muted">
        Send each check’s evidence as links or as files (PDF, JPEG or PNG). Fields marked with * are required.
      </Text>
      <Stack as="ul" listStyleType="none" gap="4">
        {ladder.data.checks.map((item) => (
          <li key={item.check}>
            <CheckCard item={item} exporter={exporter} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
