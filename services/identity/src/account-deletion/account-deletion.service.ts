import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import { IDENTITY_SUBJECTS, type AccountExportDto, type DeleteAccountCommand } from '@ped/contracts/identity';
import { ACCOUNT_DELETION_MESSAGES as M } from '@ped/contracts/options';
import { DomainException, OutboxService, requirePrincipal } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';
import { BuyerProfile } from '../buyers/buyer-profile.entity.js';
import { toBuyerProfileDto } from '../buyers/buyer-profile.service.js';
import { PasswordService } from '../passwords/password.service.js';
import { ERASE_BUYER_SQL, ERASE_USER_SQL } from './account-deletion.sql.js';

/**
 * A buyer or an exporter deletes its own account, with its password: identity erases what it holds of the
 * person at once (e-mail, names, password, the buyer's profile; the row stays, as other services name its
 * id) and publishes `identity.account.deleted` in the same transaction, from which the catalog takes an
 * exporter's listing off the site and messaging shows the buyer as "Deleted user". The gateway ends every
 * session of the account. The buyer's data export reads the account here first.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly passwords: PasswordService,
  ) {}

  async delete(ctx: RequestContext, command: DeleteAccountCommand): Promise<{ deleted: true }> {
    const principal = requirePrincipal(ctx, ['buyer', 'user']);
    const kind = principal.kind as 'buyer' | 'user';
    const table = kind === 'buyer' ? 'identity.buyer_users' : 'identity.users';
    return this.dataSource.transaction(async (manager) => {
      const [account] = await manager.query<{ password_hash: string | null; role?: string }[]>(
        `SELECT password_hash${kind === 'user' ? ', role' : ''} FROM ${table}
          WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
        [principal.id],
      );
      if (account?.role === 'admin') throw new DomainException('NOT_PERMITTED', 'Forbidden');
      if (!(await this.passwords.verify(account?.password_hash, command.password))) {
        throw new DomainException('CURRENT_PASSWORD_INCORRECT', M.passwordIncorrect, [
          { field: 'password', messages: [M.passwordIncorrect] },
        ]);
      }
      if (kind === 'buyer') {
        await manager.query(ERASE_BUYER_SQL, [principal.id]);
        await manager.query('DELETE FROM identity.buyer_profiles WHERE buyer_user_id = $1', [principal.id]);
        await manager.query('DELETE FROM identity.buyer_interests WHERE buyer_user_id = $1', [principal.id]);
      } else {
        await manager.query(ERASE_USER_SQL, [principal.id]);
      }
      await this.outbox.add(manager, IDENTITY_SUBJECTS.accountDeleted, { kind, id: principal.id }, principal);
      return { deleted: true as const };
    });
  }

  /** The buyer's account and profile, for its data export. */
  async export(ctx: RequestContext): Promise<AccountExportDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const [account] = await this.dataSource.query<
      { email: string; first_name: string | null; last_name: string | null; created_at: Date }[]
    >(
      `SELECT email, first_name, last_name, created_at FROM identity.buyer_users
        WHERE id = $1 AND deleted_at IS NULL`,
      [buyer.id],
    );
    if (!account) throw new DomainException('ACCOUNT_NOT_FOUND', 'Unauthorized');
    const profile = await this.dataSource.manager.findOneBy(BuyerProfile, { buyerUserId: buyer.id });
    return {
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
      createdAt: account.created_at.toISOString(),
      profile: profile ? { ...toBuyerProfileDto(profile) } : null,
    };
  }
}
