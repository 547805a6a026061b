import { randomBytes } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { RequirementAlertListDto } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService, MailQueue } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { approvedExporter } from '../my-exporter/own-exporter.js';
import { CatalogConfig } from '../config/catalog.config.js';
import { alertMail } from '../requirement-digest/requirement-digest-mail.util.js';
import {
  SUBSCRIPTION_TOKENS_SQL,
  type DigestRecipientRow,
  type DigestRequirementRow,
} from '../requirement-digest/requirement-digest.sql.js';
import {
  ALERT_LIST_SQL,
  ALERT_RECIPIENTS_SQL,
  ALERT_REQUIREMENT_SQL,
  MAIL_ALERTS_SQL,
  RECORD_ALERTS_SQL,
  UNSEEN_COUNT_SQL,
  type AlertRow,
} from './requirement-alerts.sql.js';

/**
 * New requirements reach the exporters of their category as they are posted (consumer
 * catalog.requirement-alerts of `catalog.requirement.posted`, each event once): an alert on each one's
 * dashboard, and an e-mail to those that take them, up to REQUIREMENT_ALERT_MAILS_PER_DAY a day each; the
 * daily digest carries the rest. Alerts, their mails and the event's inbox row commit together.
 */
@Injectable()
export class RequirementAlertsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly consumers: EventConsumerService,
    private readonly mail: MailQueue,
    private readonly config: CatalogConfig,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.catalogRequirementAlerts, {
      'catalog.requirement.posted': ({ data }, manager) => this.alert(manager, data.id),
    });
  }

  async list(ctx: RequestContext): Promise<RequirementAlertListDto> {
    const exporter = await approvedExporter(ctx, this.dataSource.manager);
    return this.listOf(exporter.id);
  }

  /** The exporter looked at its Buying Requests: every alert so far is seen. */
  async seen(ctx: RequestContext): Promise<RequirementAlertListDto> {
    const exporter = await approvedExporter(ctx, this.dataSource.manager);
    await this.dataSource.query(
      'UPDATE catalog.requirement_alerts SET seen_at = now() WHERE exporter_id = $1 AND seen_at IS NULL',
      [exporter.id],
    );
    return this.listOf(exporter.id);
  }

  private async listOf(exporterId: number): Promise<RequirementAlertListDto> {
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<AlertRow[]>(ALERT_LIST_SQL, [exporterId]),
      this.dataSource.query<{ unseen: number }[]>(UNSEEN_COUNT_SQL, [exporterId]),
    ]);
    return {
      unseen: count?.unseen ?? 0,
      items: rows.map((row) => ({
        requirementId: row.requirement_id,
        title: row.title,
        categoryName: row.category_name,
        postedAt: row.posted_at.toISOString(),
        seen: row.seen,
      })),
    };
  }

  /** Requirement `id`'s alerts and mails, while it is open (one closed before this ran alerts no one). */
  private async alert(manager: EntityManager, id: number): Promise<void> {
    const [requirement] = await manager.query<(DigestRequirementRow & { category_id: number })[]>(
      ALERT_REQUIREMENT_SQL,
      [id],
    );
    if (!requirement) return;
    await manager.query(RECORD_ALERTS_SQL, [id, requirement.category_id]);
    const perDay = this.config.REQUIREMENT_ALERT_MAILS_PER_DAY;
    if (perDay === 0) return;
    const due = (await manager.query<{ exporter_id: number }[]>(MAIL_ALERTS_SQL, [id, perDay])).map(
      (row) => row.exporter_id,
    );
    if (due.length === 0) return;
    await manager.query(SUBSCRIPTION_TOKENS_SQL, [due, due.map(() => randomBytes(24).toString('base64url'))]);
    const recipients = await manager.query<DigestRecipientRow[]>(ALERT_RECIPIENTS_SQL, [due]);
    for (const recipient of recipients) {
      await this.mail.add(manager, {
        key: `requirement-alert:${id}:${recipient.id}`,
        to: recipient.email,
        ...alertMail({
          companyName: recipient.company_name,
          contactPerson: recipient.contact_person,
          publicOrigin: this.config.PUBLIC_ORIGIN,
          token: recipient.token,
          requirement,
          perDay,
        }),
      });
    }
  }
}
