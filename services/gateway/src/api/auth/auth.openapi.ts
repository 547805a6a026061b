import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { TOKEN_DELIVERY_HEADER } from '../../auth/auth.constants.js';

/**
 * OpenAPI schemas of the auth answers (libs/contracts/src/identity: AuthUserDto, SignInResultDto,
 * BuyerProfileDto), and the decorator of the routes that sign in.
 */
const nullableString = { type: ['string', 'null'] } as const;

export const authUserSchema = {
  type: 'object',
  required: ['id', 'kind', 'role', 'email', 'firstName', 'lastName', 'profileImageUrl'],
  properties: {
    id: { type: 'integer', description: "Identity's id of the account within its kind" },
    kind: { type: 'string', enum: ['user', 'buyer', 'admin'] },
    role: { type: 'string', enum: ['exporter', 'admin', 'buyer'] },
    email: nullableString,
    firstName: nullableString,
    lastName: nullableString,
    profileImageUrl: nullableString,
    username: { type: 'string', description: 'The admin console only' },
    mustChangePassword: {
      type: 'boolean',
      description: 'The admin console: the first password must be changed before anything else',
    },
    hasBuyerProfile: { type: 'boolean', description: 'Buyers: the registration wizard is complete' },
  },
} as const;

const tokenProperties = {
  accessToken: {
    type: 'string',
    description: `Only with the request header \`X-Token-Delivery: body\`: send as \`Authorization: Bearer\``,
  },
  refreshToken: {
    type: 'string',
    description: 'Only with the request header `X-Token-Delivery: body`: for `POST /api/auth/refresh`',
  },
} as const;

export const signInResultSchema = {
  type: 'object',
  required: ['user'],
  properties: {
    user: authUserSchema,
    redirectTo: { type: 'string', description: 'Where a browser goes next' },
    ...tokenProperties,
  },
} as const;

export const changePasswordResultSchema = {
  type: 'object',
  required: ['user'],
  properties: { user: authUserSchema, redirectTo: { type: 'string' } },
} as const;

export const refreshResultSchema = {
  type: 'object',
  description: 'The new pair when the refresh token came in the body; empty when it came as a cookie',
  properties: {
    accessToken: { type: 'string', description: 'Send as `Authorization: Bearer`' },
    refreshToken: { type: 'string', description: 'For the next refresh: the one sent no longer works' },
  },
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;
const buyerProfileProperties = {
  buyerUserId: { type: 'integer' },
  companyName: { type: 'string' },
  businessType: { type: 'string' },
  industryFocus: stringList,
  country: { type: 'string' },
  city: nullableString,
  website: nullableString,
  phone: nullableString,
  address: nullableString,
  yearEstablished: { type: ['integer', 'null'] },
  employeeCount: nullableString,
  annualTurnover: nullableString,
  preferredPaymentTerms: stringList,
  shippingRequirements: nullableString,
  certificationRequirements: stringList,
  bio: nullableString,
  isVerified: { type: 'boolean' },
} as const;

export const buyerProfileSchema = {
  type: 'object',
  required: Object.keys(buyerProfileProperties),
  properties: buyerProfileProperties,
} as const;

export const signUpAcceptedSchema = {
  type: 'object',
  required: ['message', 'email'],
  properties: {
    message: { type: 'string', description: 'The same text whether or not the address has an account' },
    email: { type: 'string', description: 'The address the link was mailed to' },
  },
} as const;

/** A sign-up: the same 202 for a new and a taken address; the account exists once the mailed link is opened. */
export const ApiSignUp = () =>
  applyDecorators(
    ApiResponse({
      status: 202,
      description:
        'Asked for: a link to confirm the address is mailed to it (or, when it has an account already, a note to its owner)',
      schema: signUpAcceptedSchema as object,
    }),
  );

/**
 * A route that signs in: the optional `X-Token-Delivery: body` header and the answer with
 * the tokens (browsers get them as cookies instead).
 */
export const ApiSignIn = (status: 200) =>
  applyDecorators(
    ApiHeader({
      name: TOKEN_DELIVERY_HEADER,
      required: false,
      description:
        'API clients: `body` puts `accessToken` and `refreshToken` into the answer (browsers get cookies)',
      schema: { type: 'string', enum: ['body'] },
    }),
    ApiResponse({
      status,
      description: 'Signed in: the user, and the tokens when asked for in the body',
      schema: signInResultSchema as object,
    }),
  );
