import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { AdminCredential } from '../admins/admin-credential.entity.js';
import { BuyerInterest } from '../buyers/buyer-interest.entity.js';
import { BuyerProfile } from '../buyers/buyer-profile.entity.js';
import { BuyerUser } from '../buyers/buyer-user.entity.js';
import { PasswordLink } from '../password-links/password-link.entity.js';
import { AdminRecoveryCode } from '../two-factor/admin-recovery-code.entity.js';
import { User } from '../users/user.entity.js';
import { Init1763800000000 } from './migrations/1763800000000-init.js';
import { Accounts1763900000000 } from './migrations/1763900000000-accounts.js';
import { EventConsumers1765000000000 } from './migrations/1765000000000-event-consumers.js';
import { PasswordLinks1765600000000 } from './migrations/1765600000000-password-links.js';
import { AdminPasswordLinks1765600000001 } from './migrations/1765600000001-admin-password-links.js';
import { AdminTwoFactor1766300000001 } from './migrations/1766300000001-admin-two-factor.js';
import { SignUpLinks1767000000000 } from './migrations/1767000000000-sign-up-links.js';
import { ExporterAccountClaims1767000000001 } from './migrations/1767000000001-exporter-account-claims.js';
import { SignUpReturnTo1767100000000 } from './migrations/1767100000000-sign-up-return-to.js';
import { AccountDeletion1767300000000 } from './migrations/1767300000000-account-deletion.js';

export const IDENTITY_SCHEMA = 'identity';

export function identityDatabase(url: string): SchemaDataSourceInput {
  return {
    schema: IDENTITY_SCHEMA,
    url,
    entities: [
      User,
      BuyerUser,
      BuyerProfile,
      BuyerInterest,
      AdminCredential,
      PasswordLink,
      AdminRecoveryCode,
    ],
    migrations: [
      Init1763800000000,
      Accounts1763900000000,
      EventConsumers1765000000000,
      PasswordLinks1765600000000,
      AdminPasswordLinks1765600000001,
      AdminTwoFactor1766300000001,
      SignUpLinks1767000000000,
      ExporterAccountClaims1767000000001,
      SignUpReturnTo1767100000000,
      AccountDeletion1767300000000,
    ],
  };
}
