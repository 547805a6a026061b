import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  RequirementDigestRunDto,
  RequirementDigestSubscriptionDto,
  RequirementDigestTokenQuery,
} from '@ped/contracts/catalog';
import { REQUIREMENT_DIGEST_MESSAGES } from '@ped/contracts/options';
import { DomainException, LOGGER, MailQueue, MailServiceConfig, type Logger } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';
import { digestMail } from './requirement-digest-mail.util.js';
import {
  DIGEST_ANYTHING_SINCE_SQL,
  DIGEST_BATCH_SQL,
  DIGEST_CANDIDATES_SQL,
  DIGEST_LOCK_SQL,
  DIGEST_SCANNED_SQL,
  DIGEST_SCANNED_UNTIL_SQL,
  SUBSCRIPTION_TOKENS_SQL,
  SET_SUBSCRIBED_SQL,
  type DigestBatchRow,
} from './requirement-digest.sql.js';

/**
 * Exporters per batch: one transaction, a handful of statements, whatever their number. A batch's statement costs
 * about 0.1 s for counting its categories' requests plus 0.15 ms per exporter (100,000 exporters, 200,000
 * requests): at 200 the counting was most of each batch (111 ms), at 1,000 it is 255 ms.
 */
const BATCH = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The daily digest of new requirements to the exporters of their categories (approved, with an address, not
 * unsubscribed), run by the catalog worker (never by the process that answers requests). A run mails each such
 * exporter whose categories got requests since its last digest. Set-based: per batch of exporters, one statement
 * records the digests and reads what they list, and one queues their mails (bulk mail, sent by the worker's relay);
 * the digest rows' primary key (exporter, UTC day) and the mail keys let one through per day, whatever runs at the
 * same time. Incremental: the day's first run looks at every exporter, later runs only when something was posted
 * (or someone subscribed again) since the previous one, and only at the exporters concerned. Bounded: after each
 * batch the run pauses as long as the batch took, so it takes at most about half of a core and of a connection,
 * and a process runs one at a time: a run asked for (on demand, or by the schedule) while one is going starts when
 * that one has ended, and then looks only at what is new since.
 */
@Injectable()
export class RequirementDigestService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly mailConfig: MailServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The run going on or last ended in this process: the next waits for it. */
  private previous: Promise<unknown> = Promise.resolve();

  run(): Promise<RequirementDigestRunDto> {
    const next = this.previous.then(() => this.runAlone());
    this.previous = next.catch(() => undefined);
    return next;
  }

  private async runAlone(): Promise<RequirementDigestRunDto> {
    const startedAt = new Date();
    const [scanned]: { scanned_until: Date }[] = await this.dataSource.query(DIGEST_SCANNED_UNTIL_SQL);
    const since = scanned?.scanned_until ?? null;
    if (since !== null) {
      const [{ any }]: { any: boolean }[] = await this.dataSource.query(DIGEST_ANYTHING_SINCE_SQL, [since]);
      if (!any) {
        await this.dataSource.query(DIGEST_SCANNED_SQL, [startedAt]);
        return { sent: 0 };
      }
    }
    const candidates: { id: number }[] = await this.dataSource.query(DIGEST_CANDIDATES_SQL, [since]);
    let sent = 0;
    for (let from = 0; from < candidates.length; from += BATCH) {
      const batchStarted = Date.now();
      const ids = candidates.slice(from, from + BATCH).map((row) => row.id);
      try {
        sent += await this.sendBatch(ids);
      } catch (error) {
        // One batch's failure leaves the others' digests; its exporters are looked at again tomorrow, or sooner
        // when something new is posted in their categories.
        this.logger.warn({ err: error, from: ids[0], to: ids.at(-1) }, 'requirement digests not sent');
      }
      if (from + BATCH < candidates.length) await sleep(Date.now() - batchStarted);
    }
    await this.dataSource.query(DIGEST_SCANNED_SQL, [startedAt]);
    if (sent > 0) this.logger.info({ sent, incremental: since !== null }, 'requirement digests queued');
    return { sent };
  }

  /** Today's digests of exporters `ids` (those that may get one and have something new); how many were queued. */
  private sendBatch(ids: number[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(SUBSCRIPTION_TOKENS_SQL, [
        ids,
        ids.map(() => randomBytes(24).toString('base64url')),
      ]);
      await manager.query(DIGEST_LOCK_SQL, [ids]);
      const digests: DigestBatchRow[] = await manager.query(DIGEST_BATCH_SQL, [ids]);
      const queued = await this.mail.addBulk(
        manager,
        digests.map((digest) => ({
          key: `requirement-digest:${digest.exporter_id}:${digest.day}`,
          to: digest.email,
          ...digestMail({
            companyName: digest.company_name,
            contactPerson: digest.contact_person,
            listed: digest.listed,
            total: digest.total,
            publicOrigin: this.mailConfig.PUBLIC_ORIGIN,
            token: digest.token,
          }),
        })),
      );
      return queued.length;
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
