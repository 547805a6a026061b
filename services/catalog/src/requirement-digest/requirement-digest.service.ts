import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  RequirementDigestRunDto,
  RequirementDigestSubscriptionDto,
  RequirementDigestTokenQuery,
} from '@ped/contracts/catalog';
import { REQUIREMENT_DIGEST, REQUIREMENT_DIGEST_MESSAGES } from '@ped/contracts/options';
import { DomainException, LOGGER, MailQueue, MailServiceConfig, type Logger } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';
import { digestMail } from './requirement-digest-mail.util.js';
import {
  DIGEST_CANDIDATES_SQL,
  DIGEST_RECIPIENT_SQL,
  DIGEST_RECORD_SQL,
  DIGEST_REQUIREMENTS_SQL,
  SET_SUBSCRIBED_SQL,
  type DigestRecipientRow,
  type DigestRequirementRow,
} from './requirement-digest.sql.js';

/** Exporters looked at per query of a run. */
const BATCH = 100;

/**
 * The daily digest of new requirements to the exporters of their categories (approved, with an
 * address, not unsubscribed). A run mails each such exporter whose categories got requests since its
 * last digest; the digest's row (exporter, UTC day) and its mail commit together, and the row's primary
 * key and the mail key let one through per day, whatever runs at the same time.
 */
@Injectable()
export class RequirementDigestService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly mailConfig: MailServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run(): Promise<RequirementDigestRunDto> {
    let sent = 0;
    let after = 0;
    for (;;) {
      const batch: { id: number }[] = await this.dataSource.query(DIGEST_CANDIDATES_SQL, [after, BATCH]);
      for (const { id } of batch) {
        try {
          if (await this.send(id)) sent += 1;
        } catch (error) {
          // One exporter's failure leaves the others' digests; it is tried again on the next run.
          this.logger.warn({ err: error, exporterId: id }, 'requirement digest not sent');
        }
      }
      if (batch.length < BATCH) break;
      after = batch.at(-1)!.id;
    }
    if (sent > 0) this.logger.info({ sent }, 'requirement digests queued');
    return { sent };
  }

  /** Exporter `id`'s digest for today, when it may get one and has something new; true when queued. */
  private send(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO catalog.requirement_digest_subscriptions (exporter_id, token) VALUES ($1, $2)
         ON CONFLICT (exporter_id) DO NOTHING`,
        [id, randomBytes(24).toString('base64url')],
      );
      const [recipient]: DigestRecipientRow[] = await manager.query(DIGEST_RECIPIENT_SQL, [id]);
      if (!recipient) return false;
      const requirements: DigestRequirementRow[] = await manager.query(DIGEST_REQUIREMENTS_SQL, [id]);
      if (requirements.length === 0) return false;
      const [recorded]: { day: string }[] = await manager.query(DIGEST_RECORD_SQL, [
        id,
        requirements.map((row) => row.id),
      ]);
      if (!recorded) return false;
      return this.mail.add(manager, {
        key: `requirement-digest:${id}:${recorded.day}`,
        to: recipient.email,
        ...digestMail({
          companyName: recipient.company_name,
          contactPerson: recipient.contact_person,
          listed: requirements.slice(0, REQUIREMENT_DIGEST.maxListed),
          total: requirements.length,
          publicOrigin: this.mailConfig.PUBLIC_ORIGIN,
          token: recipient.token,
        }),
      });
    });
  }

  /** The mail's link: no digest from now on (again: the same answer). */
  unsubscribe(query: RequirementDigestTokenQuery): Promise<RequirementDigestSubscriptionDto> {
    return this.setSubscribed(query.token, false);
  }

  /** Back from the unsubscribe page: digests again (new requests from the next run on). */
  subscribe(query: RequirementDigestTokenQuery): Promise<RequirementDigestSubscriptionDto> {
    return this.setSubscribed(query.token, true);
  }

  private async setSubscribed(token: string, subscribed: boolean): Promise<RequirementDigestSubscriptionDto> {
    // As a CTE: TypeORM answers a bare UPDATE with [rows, count].
    const [row]: { company_name: string }[] = await this.dataSource.query(SET_SUBSCRIBED_SQL, [
      token,
      subscribed,
    ]);
    if (!row) throw new DomainException('DIGEST_TOKEN_UNKNOWN', REQUIREMENT_DIGEST_MESSAGES.unknownToken);
    return { companyName: row.company_name, subscribed };
  }
}
