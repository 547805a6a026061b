import { Alert, Code } from '@ped/web-kit/ui-lazy';

/** Spec: the default admin username is shown (never the password) with a warning to change the password. */
export function DefaultCredentialsNotice() {
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Default admin account</Alert.Title>
        <Alert.Description>
          Username <Code>admin</Code>, with the password set when the site was installed. Change the password
          after your first login.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
