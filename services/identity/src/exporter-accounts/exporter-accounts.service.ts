import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { ExporterReviewedEvent } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { IDENTITY_SUBJECTS, type UserRegisteredEvent } from '@ped/contracts/identity';
import { PASSWORD_LINK_LIFETIME_HOURS } from '@ped/contracts/options';
import {
  EventConsumerService,
  LOGGER,
  MailQueue,
  OutboxService,
  type Logger,
  MailServiceConfig,
} from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { PasswordLinksService } from '../password-links/password-links.service.js';
import { ExporterAccountClaimsService } from './exporter-account-claims.service.js';
import {
  approvedSignInMail,
  exporterSignInUrl,
  setPasswordMail,
} from '../password-links/password-mail.util.js';
import { User } from '../users/user.entity.js';

/** "Ahmed Raza Khan" → Ahmed / Raza Khan; the columns hold 100 characters. */
function names(contactPerson: string | null): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = (contactPerson ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: first?.slice(0, 100) ?? null, lastName: rest.join(' ').slice(0, 100) || null };
}

/**
 * Gives an approved exporter its account (consumer identity.exporter-accounts of
 * `catalog.exporter.approved`). A profile an account created itself is that account's at once, and it
 * is told it can sign in. An application's listing goes only to whoever proves the application's address:
 * the account with that address (or a new one without a password) gets a 72-hour link to set its
 * password, mailed to that address, and the listing waits (ExporterAccountClaimsService) until the link,
 * or any later password link of the account, is used. An account someone registered with the address
 * beforehand therefore never inherits it. The inbox applies an event once; the mail key (per exporter)
 * would hold even if it did not.
 */
@Injectable()
export class ExporterAccountsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly links: PasswordLinksService,
    private readonly claims: ExporterAccountClaimsService,
    private readonly mail: MailQueue,
    private readonly outbox: OutboxService,
    private readonly config: MailServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.identityExporterAccounts, {
      'catalog.exporter.approved': (event, manager) => this.approved(event, manager),
    });
  }

  private async approved(event: EventEnvelope<ExporterReviewedEvent>, manager: EntityManager): Promise<void> {
    const exporter = event.data;
    const email = exporter.email.trim().toLowerCase();
    const found = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .where(exporter.userId !== null ? 'user.id = :id' : 'user.email = :email', {
        id: exporter.userId,
        email,
      })
      .getOne();
    if (found && found.role !== 'exporter') {
      // A staff account with the exporter's address: it must not become the exporter's owner.
      this.logger.warn(
        { exporterId: exporter.exporterId, userId: found.id },
        'approved exporter: address of a non-exporter account; not linked',
      );
      return;
    }
    const mailKey = `exporter-approved:${exporter.exporterId}`;
    const origin = this.config.PUBLIC_ORIGIN;
    if (found && exporter.userId !== null) {
      // The account created this profile itself: it is its own already.
      const content = approvedSignInMail({
        companyName: exporter.companyName,
        email: found.email,
        url: exporterSignInUrl(origin, found.email),
      });
      // The catalog recorded the owner when the account created the profile: nothing to link.
      await this.mail.add(manager, { key: mailKey, to: found.email, ...content });
      return;
    }
    const account = found ?? (await this.create(manager, email, exporter, event));
    await this.claims.add(manager, exporter.exporterId, account.id);
    const link = await this.links.issue(manager, { kind: 'user', id: account.id }, 'set');
    const content = setPasswordMail({
      companyName: exporter.companyName,
      email: account.email,
      url: link.url,
      hours: PASSWORD_LINK_LIFETIME_HOURS.set,
      existingAccount: found !== null,
    });
    await this.mail.add(manager, { key: mailKey, to: account.email, ...content });
  }

  private async create(
    manager: EntityManager,
    email: string,
    exporter: ExporterReviewedEvent,
    event: EventEnvelope<ExporterReviewedEvent>,
  ): Promise<User> {
    const user = await manager.save(
      User,
      manager.create(User, { email, passwordHash: null, role: 'exporter', ...names(exporter.contactPerson) }),
    );
    const registered: UserRegisteredEvent = { userId: user.id, email: user.email, role: user.role };
    await this.outbox.add(manager, IDENTITY_SUBJECTS.userRegistered, registered, event.actor);
    return user;
  }
}
