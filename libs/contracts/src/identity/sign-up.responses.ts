import { Type, type Static } from '../responses/schema-kit.js';

/** The answer to every sign-up (202): the same for a new and a taken address. */
export const SignUpAcceptedSchema = Type.Object({
  message: Type.String({ description: 'The same text whether or not the address has an account' }),
  email: Type.String({ description: 'The address the link was mailed to' }),
});
export type SignUpAcceptedDto = Static<typeof SignUpAcceptedSchema>;
