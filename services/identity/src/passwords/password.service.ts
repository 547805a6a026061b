import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@ped/contracts/options';
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

  /** Refuses the most common passwords (the minimum length is checked by the DTO). */
  assertAcceptable(password: string, field = 'password'): void {
    if (COMMON_PASSWORDS.has(password.toLowerCase())) {
      throw new DomainException('VALIDATION_FAILED', AUTH_MESSAGES.commonPassword, [
        { field, messages: [AUTH_MESSAGES.commonPassword] },
      ]);
    }
  }
}
