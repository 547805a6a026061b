import { Box, HStack, Text } from '@ped/web-kit/ui';

/** The profile's completeness: a bar and the whole percent. */
export function CompletenessBar({ value, company }: { value: number; company: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const color = percent >= 80 ? 'green.500' : percent >= 50 ? 'yellow.500' : 'red.500';
  return (
    <HStack gap="2" minW="8rem">
      <Box
        role="progressbar"
        aria-label={`Profile completeness of ${company}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        flex="1"
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg={color} borderRadius="full" />
      </Box>
      <Text textStyle="xs" color="fg.muted" minW="2.5rem" textAlign="end" aria-hidden>
        {percent}%
      </Text>
    </HStack>
  );
}
