import { PASSWORD_LINK_ACCOUNT_KINDS, PASSWORD_LINK_PURPOSES } from '@ped/contracts/options';

/** OpenAPI and response schemas of the password-link routes (libs/contracts/src/identity/password-link.dto.ts). */
const kind = { type: 'string', enum: [...PASSWORD_LINK_ACCOUNT_KINDS] } as const;
const username = {
  type: 'string',
  description: 'Kind `admin` only: the admin console signs in with this, not the e-mail',
} as const;
const email = {
  type: 'string',
  description: 'For kind `admin`, the address of the user account the administrator is linked to',
} as const;

export const passwordResetAcceptedSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'The same text whether or not the address has an account' },
  },
} as const;

export const passwordLinkSchema = {
  type: 'object',
  required: ['purpose', 'kind', 'email'],
  properties: {
    purpose: {
      type: 'string',
      enum: [...PASSWORD_LINK_PURPOSES],
      description:
        '`set`: the first password of an approved exporter’s new account; `reset`: a forgotten one',
    },
    kind,
    email,
    username,
  },
} as const;

export const passwordLinkUsedSchema = {
  type: 'object',
  required: ['kind', 'email'],
  properties: {
    kind,
    email: { type: 'string', description: 'Sign in with it on the sign-in page of its kind' },
    username,
  },
} as const;
