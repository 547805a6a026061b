import { Injectable } from '@nestjs/common';
import { MESSAGING_PATTERNS, type ContactCountDto } from '@ped/contracts/messaging';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** How old the contact count of GET /api/stats may be: a new inquiry shows within this. */
export const CONTACT_COUNT_MAX_AGE_MS = 1000;

/**
 * Messaging's contact count for the home page figures. No catalog event announces a new inquiry,
 * so instead of the Redis cache each gateway keeps the count for at most CONTACT_COUNT_MAX_AGE_MS
 * (one request to messaging per second, however many visitors); with the catalogue cache switched
 * off it asks every time.
 */
@Injectable()
export class ContactCountService {
  private latest?: { total: number; at: number };
  private flight?: Promise<number>;

  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogCacheService,
  ) {}

  async get(call: CallContext): Promise<number> {
    if (!this.cache.enabled) return this.ask(call);
    if (this.latest && Date.now() - this.latest.at < CONTACT_COUNT_MAX_AGE_MS) return this.latest.total;
    this.flight ??= this.ask(call)
      .then((total) => {
        this.latest = { total, at: Date.now() };
        return total;
      })
      .finally(() => {
        this.flight = undefined;
      });
    return this.flight;
  }

  private async ask(call: CallContext): Promise<number> {
    const { totalContacts } = await this.services.send<ContactCountDto>(
      MESSAGING_PATTERNS.inquiryCount,
      {},
      call,
    );
    return totalContacts;
  }
}
