import { formatMonth } from '@ped/contracts/format';
import { Box, Button, Skeleton, Text } from '@ped/web-kit/ui';
import type { PublicVerificationDto } from '@ped/contracts/catalog';
import { VERIFICATION_CHECK_LABELS, VERIFICATION_CHECKS } from '@ped/contracts/options';
import { useQuery } from '@ped/web-kit';
import { Fragment } from 'react';

/** GET /api/exporters/{id}/verification, under the profile's key (what refreshes the profile refreshes it). */
export function useExporterVerification(exporterId: number) {
  return useQuery<PublicVerificationDto, Error, PublicVerificationDto>({
    queryKey: ['/api/exporters', String(exporterId), 'verification'],
    select: currentChecks,
  });
}

/**
 * The checks passed and not lapsed, in the ladder's order. The server leaves lapsed ones out; answers are
 * cached for the visit, so one read before a check lapsed does not show it as passed after either.
 */
function currentChecks(verification: PublicVerificationDto): PublicVerificationDto {
  const now = Date.now();
  return {
    ...verification,
    checks: VERIFICATION_CHECKS.flatMap((check) =>
      verification.checks.filter((item) => item.check === check && Date.parse(item.expiresAt) > now),
    ),
  };
}

/**
 * The line under the profile's badges naming the checks passed and when ("Checks passed: Legal entity
 * (Mar 2026), Site (Apr 2026)"). Read after the profile, so it never holds up the first paint; its line is
 * kept from the start (two on a phone when the profile is Verified, as two or more checks wrap there), so its
 * arrival does not push the header down.
 */
export function VerifiedChecks({ exporterId, isVerified }: { exporterId: number; isVerified: boolean }) {
  const verification = useExporterVerification(exporterId);
  let content;
  if (verification.isPending) {
    content = <Skeleton height="4" width={{ base: '70%', md: '22rem' }} mt="0.5" aria-hidden />;
  } else if (verification.isError) {
    content = (
      <Text textStyle="sm" color="fg.muted">
        The verification details could not be loaded.{' '}
        <Button
          variant="plain"
          size="xs"
          h="auto"
          p="0"
          textDecoration="underline"
          onClick={() => verification.refetch()}
          loading={verification.isRefetching}
        >
          Try again
        </Button>
      </Text>
    );
  } else {
    const current = verification.data.checks;
    content =
      current.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {verification.data.isVerified
            ? 'Verified by the directory team'
            : 'No verification checks passed yet'}
        </Text>
      ) : (
        <Text
          textStyle="sm"
          title="Each check was reviewed by the directory team; it lapses a year after it passed"
        >
          <Text as="span" fontWeight="semibold">
            Checks passed:
          </Text>{' '}
          {current.map((item, index) => (
            <Fragment key={item.check}>
              {index > 0 && ', '}
              {/* A line breaks between checks, never inside one. */}
              <Text as="span" whiteSpace="nowrap">
                {VERIFICATION_CHECK_LABELS[item.check]} (
                <time dateTime={item.approvedAt}>{formatMonth(item.approvedAt)}</time>)
              </Text>
            </Fragment>
          ))}
        </Text>
      );
  }
  return (
    <Box minH={{ base: isVerified ? '10' : '5', md: '5' }} data-testid="verified-checks">
      {content}
    </Box>
  );
}
