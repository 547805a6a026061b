import { Badge, HStack } from '@ped/web-kit/ui';

/**
 * The Verified badge, and on a profile the Premium membership (only those that apply). Lists leave Premium out:
 * it would read as a rank there, and paid placement is the labelled Sponsored slot. On a profile, `VerifiedChecks`
 * under the badges names the verification checks passed and when (read after the profile, from its own route).
 */
export function ExporterBadges({
  isVerified,
  isPremium = false,
}: {
  isVerified: boolean;
  isPremium?: boolean;
}) {
  if (!isVerified && !isPremium) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {isVerified && (
        <Badge colorPalette="green" variant="solid">
          Verified
        </Badge>
      )}
      {isPremium && (
        <Badge colorPalette="yellow" variant="solid">
          Premium
        </Badge>
      )}
    </HStack>
  );
}
