import { Box, HStack, Stack, Text } from '@ped/web-kit/ui';

interface Props {
  label: string;
  /** The figure as shown ("182 ms", "97.5%"). */
  text: string;
  /** Where the bar ends, 0–100. */
  percent: number;
  help?: string;
  color?: string;
}

/** A labelled horizontal bar with its figure (an ARIA meter). */
export function Meter({ label, text, percent, help, color = 'brand.solid' }: Props) {
  const filled = Math.max(0, Math.min(100, percent));
  return (
    <Stack gap="1.5">
      <HStack justify="space-between" gap="3">
        <Text fontWeight="medium" textStyle="sm">
          {label}
        </Text>
        <Text textStyle="sm" fontWeight="semibold" aria-hidden>
          {text}
        </Text>
      </HStack>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(filled)}
        aria-valuetext={text}
        h="2.5"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${filled}%`} bg={color} borderRadius="full" />
      </Box>
      {help && (
        <Text textStyle="xs" color="fg.muted">
          {help}
        </Text>
      )}
    </Stack>
  );
}
