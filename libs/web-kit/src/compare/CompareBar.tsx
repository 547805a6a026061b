import { Button, HStack, Text, useNavigate } from '@ped/web-kit/ui';
import { COMPARE_MAX_EXPORTERS, COMPARE_MIN_EXPORTERS } from '@ped/contracts/options';

/** `/compare?ids=1,2`: the compare page for these exporters, in the order given (a link anyone can open). */
export const compareHref = (exporterIds: readonly number[]): string =>
  `/compare?ids=${exporterIds.join(',')}`;

interface Props {
  picked: readonly number[];
  onClear: () => void;
  /** The group's name, saying where the exporters are picked from. */
  label: string;
}

/**
 * How many exporters are picked for comparison and the Compare button (2 to 4 picked): under a buyer's saved
 * exporters and under search results.
 */
export function CompareBar({ picked, onClear, label }: Props) {
  const navigate = useNavigate();
  const ready = picked.length >= COMPARE_MIN_EXPORTERS && picked.length <= COMPARE_MAX_EXPORTERS;
  return (
    <HStack
      justify="space-between"
      gap="3"
      wrap="wrap"
      p="3"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.subtle"
      role="group"
      aria-label={label}
    >
      <Text textStyle="sm" role="status">
        {picked.length === 0
          ? `Pick ${COMPARE_MIN_EXPORTERS} to ${COMPARE_MAX_EXPORTERS} exporters to compare them side by side.`
          : `${picked.length} of ${COMPARE_MAX_EXPORTERS} picked${ready ? '' : ': pick one more to compare'}.`}
      </Text>
      <HStack gap="2">
        {picked.length > 0 && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        )}
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!ready}
          onClick={() => navigate(compareHref(picked))}
        >
          Compare{picked.length > 0 ? ` (${picked.length})` : ''}
        </Button>
      </HStack>
    </HStack>
  );
}
