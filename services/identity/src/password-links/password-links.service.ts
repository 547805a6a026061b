import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type {
  PasswordLinkDto,
  PasswordLinkQuery,
  PasswordLinkRedeemedDto,
  PasswordResetAcceptedDto,
  PasswordResetCommand,
  UsePasswordLinkCommand,
} from '@ped/contracts/identity';
import {
  PASSWORD_LINK_LIFETIME_HOURS,
  PASSWORD_LINK_MESSAGES,
  type PasswordLinkAccountKind,
  type PasswordLinkPurpose,
} from '@ped/contracts/options';
import { MailQueue, MailServiceConfig } from '@ped/nest-kit';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { AdminCredential } from '../admins/admin-credential.entity.js';
import { BuyerUser } from '../buyers/buyer-user.entity.js';
import { ExporterAccountClaimsService } from '../exporter-accounts/exporter-account-claims.service.js';
import { PasswordService } from '../passwords/password.service.js';
import { User } from '../users/user.entity.js';
import { linkExpired, linkUnknown, linkUsed } from './password-links.exception.js';
import { resetPasswordMail, setPasswordUrl } from './password-mail.util.js';

const ENTITY_BY_KIND = { user: User, buyer: BuyerUser } as const;

/**
 * An admin credential has no address of its own: it is reached through the user account it is linked
 * to (`user_id`), and only while it is active. One user may be linked to several credentials.
 */
const ADMIN_BY_EMAIL = `SELECT a.id, a.username, u.email FROM identity.admin_credentials a
  JOIN identity.users u ON u.id = a.user_id WHERE lower(u.email) = $1 AND a.is_active ORDER BY a.id`;
const ADMIN_BY_ID = `SELECT a.id, a.username, u.email FROM identity.admin_credentials a
  JOIN identity.users u ON u.id = a.user_id WHERE a.id = $1 AND a.is_active`;

/** The account a link is for, as the mail and the pages name it. */
interface LinkedAccount {
  id: number;
  email: string;
  /** Admin credentials only. */
  username?: string;
}

/** At most this many reset mails per account and hour: the form cannot be used to flood a mailbox. */
const RESETS_PER_HOUR = 5;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkAccount {
  kind: PasswordLinkAccountKind;
  id: number;
}

interface LinkRow {
  id: number;
  account_kind: PasswordLinkAccountKind;
  account_id: number;
  purpose: PasswordLinkPurpose;
  used: boolean;
  expired: boolean;
}

/**
 * One-time links to set or reset a password: 32 random bytes in the link, their sha256 in the table;
 * a link works once (in the transaction that stores the new password) and until it expires (72 h to
 * set a first password, 1 h to reset one).
 */
@Injectable()
export class PasswordLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: MailServiceConfig,
    private readonly mail: MailQueue,
    private readonly passwords: PasswordService,
    private readonly claims: ExporterAccountClaimsService,
  ) {}

  private get publicOrigin(): string {
    return this.config.PUBLIC_ORIGIN;
  }

  /** A new link for the account, inside the caller's transaction; the URL goes into the caller's mail. */
  async issue(
    manager: EntityManager,
    account: LinkAccount,
    purpose: PasswordLinkPurpose,
  ): Promise<{ id: number; url: string }> {
    const token = randomBytes(32).toString('base64url');
    const [row]: { id: number }[] = await manager.query(
      `INSERT INTO identity.password_links (token_hash, account_kind, account_id, purpose, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5)) RETURNING id`,
      [hashToken(token), account.kind, account.id, purpose, PASSWORD_LINK_LIFETIME_HOURS[purpose]],
    );
    return { id: row!.id, url: setPasswordUrl(this.publicOrigin, token, account.kind) };
  }

  /**
   * "Forgot password?": mails a reset link when an account of that kind has the address, and answers
   * the same either way. Both paths look the address up in one transaction; only a known one writes.
   */
  async requestReset(_ctx: RequestContext, command: PasswordResetCommand): Promise<PasswordResetAcceptedDto> {
    const kind = command.kind ?? 'user';
    await this.dataSource.transaction(async (manager) => {
      for (const account of await this.accountsByEmail(manager, kind, command.email)) {
        const [{ recent }]: { recent: number }[] = await manager.query(
          `SELECT count(*)::int AS recent FROM identity.password_links
            WHERE account_kind = $1 AND account_id = $2 AND purpose = 'reset'
              AND created_at > now() - interval '1 hour'`,
          [kind, account.id],
        );
        if (recent >= RESETS_PER_HOUR) continue;
        const link = await this.issue(manager, { kind, id: account.id }, 'reset');
        const content = resetPasswordMail({
          url: link.url,
          hours: PASSWORD_LINK_LIFETIME_HOURS.reset,
          adminUsername: account.username,
        });
        await this.mail.add(manager, { key: `password-link:${link.id}`, to: account.email, ...content });
      }
    });
    return { message: PASSWORD_LINK_MESSAGES.resetRequested };
  }

  /** What the link is for and whose it is, without using it. */
  async check(_ctx: RequestContext, { token }: PasswordLinkQuery): Promise<PasswordLinkDto> {
    const link = await this.usable(this.dataSource.manager, token, false);
    return { purpose: link.purpose, kind: link.account_kind, ...(await this.named(link)) };
  }

  /**
   * Stores the new password and uses the link in one transaction (the link row locked, so two
   * requests with one link cannot both succeed); the account's other open links are retired too.
   * The password's rules depend on the link's kind (an admin credential's are the console's), so the
   * link is looked at first, then locked and checked again in the transaction.
   */
  async use(_ctx: RequestContext, command: UsePasswordLinkCommand): Promise<PasswordLinkRedeemedDto> {
    const { account_kind: kind } = await this.usable(this.dataSource.manager, command.token, false);
    this.passwords.assertAcceptable(command.password, 'password', kind === 'admin' ? 'admin' : 'account');
    const passwordHash = await this.passwords.hash(command.password);
    return this.dataSource.transaction(async (manager) => {
      const link = await this.usable(manager, command.token, true);
      const named = await this.named(link, manager);
      if (link.account_kind === 'admin') {
        // The administrator chose this password: the console no longer asks to change it.
        await manager.update(AdminCredential, link.account_id, { passwordHash, mustChangePassword: false });
      } else if (link.account_kind === 'user') {
        // The link was mailed to the address: its user proved it, so the listings waiting for that address
        // are its, and an exporter account disabled by a removal is open again (only an approval's link
        // reaches one: no other link is issued to a disabled account).
        await manager.update(User, link.account_id, { passwordHash, disabledAt: null });
        await this.claims.redeem(manager, { id: link.account_id, email: named.email });
      } else {
        await manager.update(BuyerUser, link.account_id, { passwordHash });
      }
      await manager.query(
        `UPDATE identity.password_links SET used_at = now()
          WHERE account_kind = $1 AND account_id = $2 AND used_at IS NULL`,
        [link.account_kind, link.account_id],
      );
      return { kind: link.account_kind, ...named, account: { kind: link.account_kind, id: link.account_id } };
    });
  }

  /** The accounts of that kind an address reaches: at most one, or an administrator's credentials. */
  private async accountsByEmail(
    manager: EntityManager,
    kind: PasswordLinkAccountKind,
    email: string,
  ): Promise<LinkedAccount[]> {
    if (kind === 'admin') return manager.query(ADMIN_BY_EMAIL, [email]);
    // A removed exporter's account (disabled) gets no link.
    const where = kind === 'user' ? { email, disabledAt: IsNull() } : { email };
    const account = await manager.findOne(ENTITY_BY_KIND[kind], { where, select: { id: true, email: true } });
    return account ? [account] : [];
  }

  private async usable(manager: EntityManager, token: string, lock: boolean): Promise<LinkRow> {
    const [link]: LinkRow[] = await manager.query(
      `SELECT id, account_kind, account_id, purpose, used_at IS NOT NULL AS used, expires_at <= now() AS expired
         FROM identity.password_links WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
      [hashToken(token)],
    );
    if (!link) throw linkUnknown();
    if (link.used) throw linkUsed();
    if (link.expired) throw linkExpired();
    return link;
  }

  /** The e-mail (and an administrator's username) of the link's account. */
  private async named(
    link: LinkRow,
    manager = this.dataSource.manager,
  ): Promise<{ email: string; username?: string }> {
    if (link.account_kind === 'admin') {
      const [admin]: LinkedAccount[] = await manager.query(ADMIN_BY_ID, [link.account_id]);
      // Deactivated or unlinked since the link was sent: it leads nowhere either.
      if (!admin) throw linkUnknown();
      return { email: admin.email, username: admin.username };
    }
    const account = await manager.findOne(ENTITY_BY_KIND[link.account_kind], {
      where: { id: link.account_id },
      select: { id: true, email: true },
    });
    // The account was deleted since the link was sent: the link leads nowhere.
    if (!account) throw linkUnknown();
    return { email: account.email };
  }
}
