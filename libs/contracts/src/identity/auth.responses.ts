import type { PrincipalKind } from '../common/principal.js';
import { NullableString, StringEnum, Type, type Static } from '../responses/schema-kit.js';

const ACCOUNT_KINDS = ['user', 'buyer', 'admin'] as const satisfies readonly PrincipalKind[];
const AUTH_USER_ROLES = ['exporter', 'admin', 'buyer'] as const;

/** The signed-in caller as GET /api/auth/user shows it (any kind). */
export const AuthUserSchema = Type.Object({
  /** AccountRef's id. */
  id: Type.Integer({ description: "Identity's id of the account within its kind" }),
  kind: StringEnum(ACCOUNT_KINDS),
  /** exporter | admin for users, buyer for buyers, admin for the admin console. */
  role: StringEnum(AUTH_USER_ROLES),
  email: NullableString(),
  firstName: NullableString(),
  lastName: NullableString(),
  profileImageUrl: NullableString(),
  username: Type.Optional(Type.String({ description: 'The admin console only' })),
  mustChangePassword: Type.Optional(
    Type.Boolean({
      description: 'The admin console: the first password must be changed before anything else',
    }),
  ),
  hasBuyerProfile: Type.Optional(
    Type.Boolean({ description: 'Buyers: the registration wizard is complete' }),
  ),
});
export type AuthUserDto = Static<typeof AuthUserSchema>;

/**
 * What a successful sign-in or confirmed sign-up answers. Browsers get the tokens as cookies; an API
 * client that sends `X-Token-Delivery: body` gets them here too.
 */
export const SignInResultSchema = Type.Object({
  user: AuthUserSchema,
  redirectTo: Type.Optional(Type.String({ description: 'Where a browser goes next' })),
  accessToken: Type.Optional(
    Type.String({
      description: 'Only with the request header `X-Token-Delivery: body`: send as `Authorization: Bearer`',
    }),
  ),
  refreshToken: Type.Optional(
    Type.String({
      description: 'Only with the request header `X-Token-Delivery: body`: for `POST /api/auth/refresh`',
    }),
  ),
});
export type SignInResultDto = Static<typeof SignInResultSchema>;

/** POST /api/auth/change-password: the account, and where the admin console goes next (tokens as cookies). */
export const ChangePasswordResultSchema = Type.Object({
  user: AuthUserSchema,
  redirectTo: Type.Optional(Type.String()),
});
export type ChangePasswordResultDto = Static<typeof ChangePasswordResultSchema>;

/** POST /api/auth/refresh */
export const RefreshResultSchema = Type.Object(
  {
    accessToken: Type.Optional(Type.String({ description: 'Send as `Authorization: Bearer`' })),
    refreshToken: Type.Optional(
      Type.String({ description: 'For the next refresh: the one sent no longer works' }),
    ),
  },
  { description: 'The new pair when the refresh token came in the body; empty when it came as a cookie' },
);
export type RefreshResultDto = Static<typeof RefreshResultSchema>;

/** POST /api/auth/delete-account (buyers and exporters): always `true`; a failure is an error answer. */
export const AccountDeletedSchema = Type.Object({
  deleted: Type.Unsafe<true>({ type: 'boolean', enum: [true] }),
});
export type AccountDeletedDto = Static<typeof AccountDeletedSchema>;
