import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { Requirement } from '../requirements/requirement.entity.js';

/** Sets some columns of a buyer's row, creating it if needed (each event writes only what it carries). */
async function upsert(manager: EntityManager, buyerUserId: number, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  const values = Object.values(columns);
  await manager.query(
    `INSERT INTO catalog.buyer_directory (buyer_user_id, ${names.join(', ')}) VALUES ($1, ${names
      .map((_, i) => `$${i + 2}`)
      .join(', ')})
     ON CONFLICT (buyer_user_id) DO UPDATE
       SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, updated_at = now()`,
    [buyerUserId, ...values],
  );
}

/**
 * The catalog's copy of identity's buyers (consumer catalog.buyer-directory), for requirements: the
 * country, business type and badge exporters see on every request, and the company, names and e-mail
 * shown to an exporter once the buyer accepted its quotation. Never identity's schema.
 */
@Injectable()
export class BuyerDirectoryService implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumerService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.catalogBuyerDirectory, {
      'identity.buyer.registered': (event, manager) =>
        upsert(manager, event.data.buyerUserId, { email: event.data.email }),
      'identity.buyer.profile_completed': (event, manager) => {
        const profile = event.data;
        return upsert(manager, profile.buyerUserId, {
          company_name: profile.companyName,
          business_type: profile.businessType,
          country: profile.country,
          // Events from before issue 17 carry no names, e-mail or badge: keep what is known.
          ...(profile.firstName !== undefined ? { first_name: profile.firstName } : {}),
          ...(profile.lastName !== undefined ? { last_name: profile.lastName } : {}),
          ...(profile.email !== undefined ? { email: profile.email } : {}),
          ...(profile.isVerified !== undefined ? { is_verified: profile.isVerified } : {}),
        });
      },
      'identity.buyer.verified': (event, manager) =>
        upsert(manager, event.data.buyerUserId, { is_verified: event.data.isVerified }),
      // In order with the buyer's other events, so none of them writes its names back afterwards.
      'identity.account.deleted': async ({ data }, manager) => {
        if (data.kind === 'buyer') await this.eraseBuyer(manager, data.id);
      },
    });
  }

  /** A buyer deleted its account: its copy erased, its saved exporters and searches gone, its open requests closed. */
  private async eraseBuyer(manager: EntityManager, buyerUserId: number): Promise<void> {
    await manager.query(
      `UPDATE catalog.buyer_directory
          SET email = NULL, first_name = NULL, last_name = NULL, company_name = NULL, business_type = NULL,
              country = NULL, is_verified = false, updated_at = now()
        WHERE buyer_user_id = $1`,
      [buyerUserId],
    );
    for (const table of ['saved_exporters', 'saved_searches'])
      await manager.query(`DELETE FROM catalog.${table} WHERE buyer_user_id = $1`, [buyerUserId]);
    await manager.update(Requirement, { buyerUserId, status: 'active' }, { status: 'closed' });
  }
}
