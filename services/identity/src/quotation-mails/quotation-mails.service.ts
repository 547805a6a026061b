import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { QuotationSubmittedEvent } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService, MailQueue, MailServiceConfig } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { BuyerUser } from '../buyers/buyer-user.entity.js';
import { quotationMail, quotationsUrl } from './quotation-mail.util.js';

/**
 * Mails the buyer each new quotation to its requirement (consumer identity.quote-mails of
 * `catalog.requirement.responded`, first responses only; an edit mails nothing). Identity owns the
 * buyer's address. The inbox applies an event once, and the mail key (per response) holds even for the
 * same quotation published again as another event.
 */
@Injectable()
export class QuotationMailsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly mail: MailQueue,
    private readonly config: MailServiceConfig,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.identityQuotationMails, {
      'catalog.requirement.responded': (event, manager) => this.responded(event, manager),
    });
  }

  private async responded(
    event: EventEnvelope<QuotationSubmittedEvent>,
    manager: EntityManager,
  ): Promise<void> {
    const quote = event.data;
    if (!quote.firstResponse) return;
    const buyer = await manager.findOne(BuyerUser, { where: { id: quote.buyerUserId } });
    if (!buyer?.email) return;
    const origin = this.config.PUBLIC_ORIGIN;
    await this.mail.add(manager, {
      key: `quote:${quote.responseId}`,
      to: buyer.email,
      ...quotationMail({
        buyerFirstName: buyer.firstName,
        companyName: quote.companyName,
        requirementTitle: quote.requirementTitle,
        quotationSummary: quote.quotationSummary,
        url: quotationsUrl(origin, quote.requirementId),
      }),
    });
  }
}
