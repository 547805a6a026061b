import { Badge, HStack } from '@ped/web-kit/ui';

/** The Verified and Premium badges (only those that apply). */
export function ExporterBadges({ isVerified, isPremium }: { isVerified: boolean; isPremium: boolean }) {
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
