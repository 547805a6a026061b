import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type {
  AuthenticatedDto,
  ConfirmSignUpCommand,
  EmailSignUpCommand,
  SignUpAcceptedDto,
} from '@ped/contracts/identity';
import {
  SIGN_UP_LINK_LIFETIME_HOURS,
  SIGN_UP_MAILS_PER_HOUR,
  SIGN_UP_MESSAGES,
} from '@ped/contracts/options';
import { DomainException, isUniqueViolation, MailQueue, MailServiceConfig } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { emailTaken } from '../accounts/accounts.exception.js';
import type { NewEmailAccount } from '../accounts/email-accounts.service.js';
import { BuyerUser } from '../buyers/buyer-user.entity.js';
import { BuyersService } from '../buyers/buyers.service.js';
import { hashToken } from '../password-links/password-links.service.js';
import { PasswordService } from '../passwords/password.service.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import {
  addressTakenMail,
  confirmSignUpMail,
  confirmSignUpUrl,
  signInUrl,
  type SignUpKind,
} from './sign-up-mail.util.js';

const ENTITY_BY_KIND = { user: User, buyer: BuyerUser } as const;

interface SignUpLinkRow {
  account_kind: SignUpKind;
  email: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  return_to: string | null;
  used: boolean;
  expired: boolean;
}

/**
 * Sign-up of exporter accounts and buyers, proven by the address: a sign-up keeps what was typed (the
 * password as its hash) with a one-time link mailed to the address, and the account is created when the
 * link is opened. Until then there is no account: nobody can sign in as, or be given a listing for, an
 * address they do not read. A taken address gets the same answer and its owner a mail instead.
 */
@Injectable()
export class SignUpsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: MailServiceConfig,
    private readonly mail: MailQueue,
    private readonly passwords: PasswordService,
    private readonly users: UsersService,
    private readonly buyers: BuyersService,
  ) {}

  private get publicOrigin(): string {
    return this.config.PUBLIC_ORIGIN;
  }

  async register(
    _ctx: RequestContext,
    kind: SignUpKind,
    command: EmailSignUpCommand,
  ): Promise<SignUpAcceptedDto> {
    this.passwords.assertAcceptable(command.password);
    // Hashed for a taken address too: both answers take the same time.
    const passwordHash = await this.passwords.hash(command.password);
    await this.dataSource.transaction(async (manager) => {
      if ((await this.mailsLastHour(manager, command.email)) >= SIGN_UP_MAILS_PER_HOUR) return;
      if (await manager.existsBy(ENTITY_BY_KIND[kind], { email: command.email })) {
        const content = addressTakenMail({
          kind,
          email: command.email,
          url: signInUrl(this.publicOrigin, kind, command.email),
        });
        const key = `sign-up-taken:${randomBytes(12).toString('base64url')}`;
        await this.mail.add(manager, { key, to: command.email, ...content });
        return;
      }
      const token = randomBytes(32).toString('base64url');
      const [link]: { id: number }[] = await manager.query(
        `INSERT INTO identity.sign_up_links
           (token_hash, account_kind, email, first_name, last_name, password_hash, return_to, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8)) RETURNING id`,
        [
          hashToken(token),
          kind,
          command.email,
          command.firstName,
          command.lastName,
          passwordHash,
          command.returnTo ?? null,
          SIGN_UP_LINK_LIFETIME_HOURS,
        ],
      );
      const content = confirmSignUpMail({
        kind,
        firstName: command.firstName,
        email: command.email,
        url: confirmSignUpUrl(this.publicOrigin, token),
      });
      await this.mail.add(manager, { key: `sign-up:${link!.id}`, to: command.email, ...content });
    });
    return { message: SIGN_UP_MESSAGES.sent, email: command.email };
  }

  /**
   * Creates the account the link's sign-up described and uses the link, with every other open sign-up
   * link of the address (the row locked: one link cannot create two accounts).
   */
  confirm(ctx: RequestContext, { token }: ConfirmSignUpCommand): Promise<AuthenticatedDto> {
    return this.dataSource
      .transaction(async (manager) => {
        const [link]: SignUpLinkRow[] = await manager.query(
          `SELECT account_kind, email, first_name, last_name, password_hash, return_to,
                  used_at IS NOT NULL AS used, expires_at <= now() AS expired
             FROM identity.sign_up_links WHERE token_hash = $1 FOR UPDATE`,
          [hashToken(token)],
        );
        if (!link) throw new DomainException('SIGN_UP_LINK_UNKNOWN', SIGN_UP_MESSAGES.unknown);
        if (link.used) throw new DomainException('SIGN_UP_LINK_USED', SIGN_UP_MESSAGES.used);
        if (link.expired) throw new DomainException('SIGN_UP_LINK_EXPIRED', SIGN_UP_MESSAGES.expired);
        if (await manager.existsBy(ENTITY_BY_KIND[link.account_kind], { email: link.email }))
          throw emailTaken(SIGN_UP_MESSAGES.taken);
        await manager.query(
          `UPDATE identity.sign_up_links SET used_at = now()
            WHERE account_kind = $1 AND email = $2 AND used_at IS NULL`,
          [link.account_kind, link.email],
        );
        const account: NewEmailAccount = {
          email: link.email,
          firstName: link.first_name,
          lastName: link.last_name,
          passwordHash: link.password_hash,
        };
        const created =
          link.account_kind === 'buyer'
            ? await this.buyers.create(ctx, manager, account)
            : await this.users.create(ctx, manager, account);
        return link.return_to ? { ...created, returnTo: link.return_to } : created;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken(SIGN_UP_MESSAGES.taken) : error;
      });
  }

  private async mailsLastHour(manager: EntityManager, email: string): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM identity.mail_outbox
        WHERE to_address = $1 AND mail_key LIKE 'sign-up%' AND created_at > now() - interval '1 hour'`,
      [email],
    );
    return count;
  }
}
