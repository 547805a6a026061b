import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import type { AuthenticatedDto, ChangePasswordCommand } from '@ped/contracts/identity';
import { DomainException, requirePrincipal } from '@ped/nest-kit';
import { IsNull, type Repository } from 'typeorm';
import { authenticatedAdmin, authenticatedBuyer, authenticatedUser } from '../accounts/auth-user.util.js';
import { AdminCredential } from '../admins/admin-credential.entity.js';
import { BuyerUser } from '../buyers/buyer-user.entity.js';
import { BuyersService } from '../buyers/buyers.service.js';
import { PasswordService } from '../passwords/password.service.js';
import { User } from '../users/user.entity.js';

type AccountEntity = typeof User | typeof BuyerUser | typeof AdminCredential;

const ENTITY_BY_KIND: Record<Principal['kind'], AccountEntity> = {
  user: User,
  buyer: BuyerUser,
  admin: AdminCredential,
};

/** What any signed-in caller can do with its own account, whatever its kind. */
@Injectable()
export class PrincipalService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(BuyerUser) private readonly buyers: Repository<BuyerUser>,
    @InjectRepository(AdminCredential) private readonly admins: Repository<AdminCredential>,
    private readonly buyerAccounts: BuyersService,
    private readonly passwords: PasswordService,
  ) {}

  /** The caller's current account; an account deleted since the token was issued is UNAUTHORIZED. */
  async current(ctx: RequestContext): Promise<AuthenticatedDto> {
    const principal = requirePrincipal(ctx);
    const { id } = principal;
    switch (principal.kind) {
      case 'user': {
        // A removed exporter's account is disabled: its sessions end at their next refresh.
        const user = await this.users.findOneBy({ id, disabledAt: IsNull() });
        if (user) return authenticatedUser(user);
        break;
      }
      case 'buyer': {
        const buyer = await this.buyers.findOneBy({ id });
        if (buyer) return authenticatedBuyer(buyer, await this.buyerAccounts.hasProfile(id));
        break;
      }
      case 'admin': {
        const admin = await this.admins.findOneBy({ id, isActive: true });
        if (admin) return authenticatedAdmin(admin);
        break;
      }
    }
    throw new DomainException('ACCOUNT_NOT_FOUND', 'Unauthorized');
  }

  /** Checks the current password, refuses a weak new one, stores it, and lifts the admin's first-login lock. */
  async changePassword(ctx: RequestContext, command: ChangePasswordCommand): Promise<AuthenticatedDto> {
    const principal = requirePrincipal(ctx);
    const entity = ENTITY_BY_KIND[principal.kind];
    const { id } = principal;
    const repository = this.users.manager.getRepository<{ passwordHash: string | null }>(entity);
    const account = await repository
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id', { id })
      .getOne();
    if (!(await this.passwords.verify(account?.passwordHash, command.currentPassword))) {
      throw new DomainException('CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect', [
        { field: 'currentPassword', messages: ['Current password is incorrect'] },
      ]);
    }
    if (command.newPassword === command.currentPassword) {
      throw new DomainException('PASSWORD_UNCHANGED', 'Choose a password different from the current one', [
        { field: 'newPassword', messages: ['Choose a password different from the current one'] },
      ]);
    }
    const kind = principal.kind === 'admin' ? 'admin' : 'account';
    this.passwords.assertAcceptable(command.newPassword, 'newPassword', kind);
    const passwordHash = await this.passwords.hash(command.newPassword);
    const changes =
      principal.kind === 'admin' ? { passwordHash, mustChangePassword: false } : { passwordHash };
    await repository.update(id, changes);
    return this.current(ctx);
  }
}
