import { Card, HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@ped/web-kit/ui';

/** The shape of an ExporterCard while the list loads. */
export function ExporterCardSkeleton() {
  return (
    <Card.Root variant="outline" aria-hidden>
      <Card.Body gap="3">
        <HStack gap="3">
          <SkeletonCircle size="12" />
          <Stack flex="1" gap="2">
            <Skeleton height="4" width="70%" />
            <Skeleton height="3" width="40%" />
          </Stack>
        </HStack>
        <SkeletonText noOfLines={3} />
        <HStack gap="2">
          <Skeleton height="8" flex="1" />
          <Skeleton height="8" flex="1" />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
