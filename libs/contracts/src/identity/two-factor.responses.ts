import { RECOVERY_CODE_COUNT } from '../options/two-factor.constants.js';
import { Type, type Static } from '../responses/schema-kit.js';

/** GET /api/admin/two-factor: whether the signed-in admin console account signs in with a code. */
export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Unused recovery codes (0 while two-factor is off). */
  recoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatusDto = Static<typeof TwoFactorStatusSchema>;

/** POST /api/admin/two-factor/setup: a new secret, waiting for its first code (not usable until then). */
export const TwoFactorSetupSchema = Type.Object({
  secret: Type.String({ description: 'Base32, to type into an authenticator app' }),
  otpauthUrl: Type.String(),
  /** `data:image/png;base64,…` */
  qrDataUrl: Type.String({ description: 'The otpauth URL as a PNG data URL' }),
});
export type TwoFactorSetupDto = Static<typeof TwoFactorSetupSchema>;

/** POST /api/admin/two-factor/enable: the recovery codes, shown once (only their hashes are kept). */
export const TwoFactorRecoveryCodesSchema = Type.Object({
  recoveryCodes: Type.Array(Type.String(), {
    description: `${RECOVERY_CODE_COUNT} codes, each usable once instead of an authenticator code; shown only now`,
  }),
});
export type TwoFactorRecoveryCodesDto = Static<typeof TwoFactorRecoveryCodesSchema>;
