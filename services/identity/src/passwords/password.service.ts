import { Injectable } from '@nestjs/common';
import { ADMIN_PASSWORD_MIN_LENGTH, AUTH_MESSAGES } from '@ped/contracts/options';
import type { ErrorReason } from '@ped/contracts';
import { DomainException } from '@ped/nest-kit';
import argon2 from 'argon2';
import { COMMON_PASSWORDS } from './common-passwords.constants.js';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordService {
  /** Verified against when an account does not exist, so both failures take the same time. */
  private readonly decoyHash = argon2.hash('decoy-password-never-matches', HASH_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    const matches = await argon2.verify(hash ?? (await this.decoyHash), password).catch(() => false);
    return matches && Boolean(hash);
  }

  /**
   * Refuses the most common passwords (the minimum length is checked by the DTO). An admin password
   * guards every account: at least 12 characters, and not a common word padded with digits or
   * symbols ("Password1234!") nor one naming the console.
   */
  assertAcceptable(password: string, field = 'password', kind: 'account' | 'admin' = 'account'): void {
    const lower = password.toLowerCase();
    if (kind === 'admin' && password.length < ADMIN_PASSWORD_MIN_LENGTH) {
      throw refused('ADMIN_PASSWORD_TOO_SHORT', field, AUTH_MESSAGES.adminPassword);
    }
    const stem = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
    const common =
      COMMON_PASSWORDS.has(lower) ||
      (kind === 'admin' && (COMMON_PASSWORDS.has(stem) || lower.includes('admin')));
    if (common) throw refused('PASSWORD_TOO_COMMON', field, AUTH_MESSAGES.commonPassword);
  }
}

function refused(reason: ErrorReason, field: string, message: string): DomainException {
  return new DomainException(reason, message, [{ field, messages: [message] }]);
}
