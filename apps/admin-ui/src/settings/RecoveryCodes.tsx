import { Button, HStack, SimpleGrid, Stack, Text } from '@ped/web-kit/ui';
import { Alert, Code } from '@ped/web-kit/ui-lazy';
import { toast } from '@ped/web-kit';

interface Props {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown once right after two-factor is turned on (the server keeps only their hashes). */
export function RecoveryCodes({ codes, onDone }: Props) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the codes and copy them yourself.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Stack gap="4">
      <Alert.Root status="success" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Two-factor authentication is on</Alert.Title>
          <Alert.Description>
            Save these recovery codes somewhere safe. Each one signs you in once if you cannot use your
            authenticator app. They are shown only now.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid as="ul" aria-label="Recovery codes" columns={2} gap="2" listStyleType="none">
        {codes.map((code) => (
          <li key={code}>
            <Code fontSize="md" px="2" py="1">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        {codes.length} codes
      </Text>
      <HStack gap="3" justify="flex-end" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button colorPalette="brand" onClick={onDone}>
          Done
        </Button>
      </HStack>
    </Stack>
  );
}
