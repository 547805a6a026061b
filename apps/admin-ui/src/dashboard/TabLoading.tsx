import { Center, Spinner, Text, HStack } from '@ped/web-kit/ui';

/** While a tab's module is fetched (the first time the tab is chosen). */
export function TabLoading() {
  return (
    <Center py="16" role="status" aria-live="polite">
      <HStack gap="3">
        <Spinner size="sm" color="brand.solid" />
        <Text color="fg.muted">Loading…</Text>
      </HStack>
    </Center>
  );
}
