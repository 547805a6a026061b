import { CloseButton, HStack, List } from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import { bulkFailure, bulkSummary, type BulkOutcomeState } from './useBulkActions';

interface Props {
  outcome: BulkOutcomeState;
  onDismiss: () => void;
}

/** What a bulk action could not do: how many succeeded, and each failed id with its reason. */
export function BulkOutcome({ outcome: { result: outcome, names }, onDismiss }: Props) {
  return (
    <Alert.Root status={outcome.succeeded.length === 0 ? 'error' : 'warning'} alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          Bulk {outcome.action}: {bulkSummary(outcome)}
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1" gap="0.5">
            {outcome.failed.map((failure) => (
              <List.Item key={failure.id}>{bulkFailure(failure, names)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <HStack>
        <CloseButton size="sm" aria-label="Dismiss the bulk action's result" onClick={onDismiss} />
      </HStack>
    </Alert.Root>
  );
}
