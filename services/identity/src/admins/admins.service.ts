import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  IDENTITY_SUBJECTS,
  type AdminLoggedInEvent,
  type AdminSignInCommand,
  type AuthenticatedDto,
} from '@ped/contracts/identity';
import type { RequestContext } from '@ped/contracts';
import { AUTH_MESSAGES } from '@ped/contracts/options';
import { DomainException, LOGGER, OutboxService, type Logger } from '@ped/nest-kit';
import { DataSource, Repository } from 'typeorm';
import { authenticatedAdmin } from '../accounts/auth-user.util.js';
import { IdentityConfig } from '../config/identity.config.js';
import { PasswordService } from '../passwords/password.service.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { AdminCredential } from './admin-credential.entity.js';
import { DEFAULT_ADMIN_USERNAME } from './admins.constants.js';

/** The admin console's accounts; the default `admin` is created at first start. */
@Injectable()
export class AdminsService implements OnApplicationBootstrap {
  constructor(
    @InjectRepository(AdminCredential) private readonly admins: Repository<AdminCredential>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly passwords: PasswordService,
    private readonly outbox: OutboxService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** Creates `admin` with ADMIN_INITIAL_PASSWORD when it does not exist; it must change it at first sign-in. */
  async onApplicationBootstrap(): Promise<void> {
    const initialPassword = this.config.ADMIN_INITIAL_PASSWORD;
    if (await this.admins.existsBy({ username: DEFAULT_ADMIN_USERNAME })) return;
    if (!initialPassword) {
      this.logger.warn('No default admin: set ADMIN_INITIAL_PASSWORD to create the `admin` account');
      return;
    }
    const passwordHash = await this.passwords.hash(initialPassword);
    await this.admins
      .createQueryBuilder()
      .insert()
      .values({ username: DEFAULT_ADMIN_USERNAME, passwordHash, mustChangePassword: true })
      .orIgnore()
      .execute();
    this.logger.info('default admin account created; its password must be changed at first sign-in');
  }

  /**
   * The password, then the second factor when the account has two-factor on. Records where the sign-in
   * came from (`ctx.client`, the gateway's word) for the activity log.
   */
  async login(ctx: RequestContext, command: AdminSignInCommand): Promise<AuthenticatedDto> {
    const admin = await this.admins
      .createQueryBuilder('admin')
      .addSelect('admin.passwordHash')
      .where('admin.username = :username AND admin.isActive', { username: command.username })
      .getOne();
    if (!(await this.passwords.verify(admin?.passwordHash, command.password)) || !admin) {
      throw new DomainException('INVALID_CREDENTIALS', AUTH_MESSAGES.adminInvalidCredentials);
    }
    // Only after the password: the second step never tells a guesser whether an account has two-factor.
    await this.twoFactor.assertSecondFactor(admin.id, command);
    return this.dataSource.transaction(async (manager) => {
      await manager.update(AdminCredential, admin.id, { lastLoginAt: new Date() });
      const authenticated = authenticatedAdmin(admin);
      const event: AdminLoggedInEvent = {
        adminId: admin.id,
        username: admin.username,
        kind: 'admin',
        ipAddress: (ctx.client?.ip ?? '').slice(0, 45),
        userAgent: (ctx.client?.userAgent ?? '').slice(0, 500),
      };
      await this.outbox.add(manager, IDENTITY_SUBJECTS.adminLoggedIn, event, authenticated.principal);
      return authenticated;
    });
  }
}
