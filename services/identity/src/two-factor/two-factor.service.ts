import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminActionEvent, Principal, RequestContext } from '@ped/contracts';
import {
  IDENTITY_SUBJECTS,
  type DisableTwoFactorCommand,
  type EnableTwoFactorCommand,
  type TwoFactorRecoveryCodesDto,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
} from '@ped/contracts/identity';
import { TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import { DomainException, OutboxService, requireAdmin } from '@ped/nest-kit';
import QRCode from 'qrcode';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { AdminCredential } from '../admins/admin-credential.entity.js';
import { PasswordService } from '../passwords/password.service.js';
import { AdminRecoveryCode } from './admin-recovery-code.entity.js';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, verifiedStep } from './totp.util.js';

/** The second factor a sign-in brings (AdminSignInCommand's optional fields). */
export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

const invalidSignIn = () => new DomainException('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalid);
const codeIncorrect = () =>
  new DomainException('TWO_FACTOR_CODE_INCORRECT', TWO_FACTOR_MESSAGES.codeIncorrect, [
    { field: 'code', messages: [TWO_FACTOR_MESSAGES.codeIncorrect] },
  ]);

/**
 * Two-factor sign-in of admin console accounts (TOTP): setup → a pending secret, enable with its
 * first code → the secret counts and ten single-use recovery codes are handed out once, disable with
 * the password and a code. Only admin console sessions manage their own (not users with role admin).
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly outbox: OutboxService,
  ) {}

  async status(ctx: RequestContext): Promise<TwoFactorStatusDto> {
    const admin = await this.account(this.dataSource.manager, consoleAdmin(ctx).id);
    const recoveryCodesLeft = admin.twoFactorEnabled
      ? await this.dataSource.manager.countBy(AdminRecoveryCode, { adminId: admin.id, usedAt: IsNull() })
      : 0;
    return { enabled: admin.twoFactorEnabled, recoveryCodesLeft };
  }

  /** A new secret replaces any earlier pending one; the one in use (if any) stays until enable. */
  async setup(ctx: RequestContext): Promise<TwoFactorSetupDto> {
    const admin = await this.account(this.dataSource.manager, consoleAdmin(ctx).id);
    if (admin.twoFactorEnabled) {
      throw new DomainException('TWO_FACTOR_ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
    }
    const secret = newTotpSecret();
    await this.dataSource.manager.update(AdminCredential, admin.id, { twoFactorPendingSecret: secret });
    const url = otpauthUrl(admin.username, secret);
    return { secret, otpauthUrl: url, qrDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
  }

  async enable(ctx: RequestContext, command: EnableTwoFactorCommand): Promise<TwoFactorRecoveryCodesDto> {
    const principal = consoleAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.account(manager, principal.id, true);
      if (admin.twoFactorEnabled) {
        throw new DomainException('TWO_FACTOR_ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
      }
      if (!admin.twoFactorPendingSecret) {
        throw new DomainException('TWO_FACTOR_NOT_PENDING', TWO_FACTOR_MESSAGES.notPending);
      }
      if ((await verifiedStep(admin.twoFactorPendingSecret, command.code)) === null) throw codeIncorrect();
      await manager.update(AdminCredential, admin.id, {
        twoFactorEnabled: true,
        twoFactorSecret: admin.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
      });
      const recoveryCodes = newRecoveryCodes();
      await manager.delete(AdminRecoveryCode, { adminId: admin.id });
      await manager.insert(
        AdminRecoveryCode,
        recoveryCodes.map((code) => ({ adminId: admin.id, codeHash: recoveryCodeHash(code) })),
      );
      await this.record(manager, ctx, principal, admin, true);
      return { recoveryCodes };
    });
  }

  /** The password and a code of the authenticator app (or an unused recovery code, for a lost phone). */
  async disable(ctx: RequestContext, command: DisableTwoFactorCommand): Promise<void> {
    const principal = consoleAdmin(ctx);
    await this.dataSource.transaction(async (manager) => {
      const admin = await this.account(manager, principal.id, true);
      if (!(await this.passwords.verify(admin.passwordHash, command.password))) {
        throw new DomainException('CURRENT_PASSWORD_INCORRECT', 'Password is incorrect', [
          { field: 'password', messages: ['Password is incorrect'] },
        ]);
      }
      if (!admin.twoFactorEnabled || !admin.twoFactorSecret) {
        throw new DomainException('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
      }
      const byApp = (await verifiedStep(admin.twoFactorSecret, command.code)) !== null;
      if (!byApp && !(await this.useRecoveryCode(manager, admin.id, command.code))) throw codeIncorrect();
      await manager.update(AdminCredential, admin.id, {
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
      });
      await manager.delete(AdminRecoveryCode, { adminId: admin.id });
      await this.record(manager, ctx, principal, admin, false);
    });
  }

  /**
   * The sign-in's second step, after the password matched: nothing to do without two-factor; with it,
   * no code → TWO_FACTOR_REQUIRED, a wrong, replayed or used code → TWO_FACTOR_INVALID. An accepted
   * code's time step is kept (that code is not accepted again); a recovery code is spent.
   */
  async assertSecondFactor(adminId: number, factor: SecondFactor): Promise<void> {
    const manager = this.dataSource.manager;
    const admin = await this.account(manager, adminId);
    if (!admin.twoFactorEnabled || !admin.twoFactorSecret) return;
    if (factor.recoveryCode) {
      if (!(await this.useRecoveryCode(manager, adminId, factor.recoveryCode))) throw invalidSignIn();
      return;
    }
    if (!factor.code) throw new DomainException('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.required);
    const step = await verifiedStep(admin.twoFactorSecret, factor.code, admin.twoFactorLastStep);
    if (step === null) throw invalidSignIn();
    // Two sign-ins racing with the same code: only the first moves the step forward.
    const moved = await manager
      .createQueryBuilder()
      .update(AdminCredential)
      .set({ twoFactorLastStep: step })
      .where('id = :adminId AND (two_factor_last_step IS NULL OR two_factor_last_step < :step)', {
        adminId,
        step,
      })
      .execute();
    if (!moved.affected) throw invalidSignIn();
  }

  /** Spends an unused recovery code of the account; false when there is none such. */
  private async useRecoveryCode(manager: EntityManager, adminId: number, code: string): Promise<boolean> {
    const used = await manager
      .createQueryBuilder()
      .update(AdminRecoveryCode)
      .set({ usedAt: () => 'now()' })
      .where('admin_id = :adminId AND code_hash = :hash AND used_at IS NULL', {
        adminId,
        hash: recoveryCodeHash(code),
      })
      .execute();
    return Boolean(used.affected);
  }

  /** The account with its secrets; `lock` holds the row for the transaction (enable and disable race). */
  private async account(manager: EntityManager, id: number, lock = false) {
    const query = manager
      .createQueryBuilder(AdminCredential, 'admin')
      .addSelect([
        'admin.passwordHash',
        'admin.twoFactorSecret',
        'admin.twoFactorPendingSecret',
        'admin.twoFactorLastStep',
      ])
      .where('admin.id = :id AND admin.isActive', { id });
    const admin = await (lock ? query.setLock('pessimistic_write') : query).getOne();
    if (!admin) throw new DomainException('ACCOUNT_NOT_FOUND', 'Unauthorized');
    return admin;
  }

  private record(
    manager: EntityManager,
    ctx: RequestContext,
    principal: Principal,
    admin: AdminCredential,
    enabled: boolean,
  ) {
    const event: AdminActionEvent = {
      action: enabled ? 'admin.two_factor_enabled' : 'admin.two_factor_disabled',
      targetType: 'admin',
      targetId: admin.id,
      details: `Turned ${enabled ? 'on' : 'off'} two-factor sign-in for ${admin.username}`,
    };
    return this.outbox.add(manager, IDENTITY_SUBJECTS.adminActionRecorded, event, principal, ctx.client);
  }
}

/** Two-factor belongs to admin console accounts: a user with role admin has none to manage. */
function consoleAdmin(ctx: RequestContext): Principal {
  const principal = requireAdmin(ctx);
  if (principal.kind !== 'admin') throw new DomainException('NOT_PERMITTED', 'Forbidden');
  return principal;
}
