import { Center, Spinner, Text, VStack } from '@ped/web-kit/ui';

/** Shown while a remote's code loads. */
export function RemoteLoading() {
  return (
    <Center py="24" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted" textStyle="sm">
          Loading…
        </Text>
      </VStack>
    </Center>
  );
}
