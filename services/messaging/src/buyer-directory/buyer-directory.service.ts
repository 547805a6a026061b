import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import { EventConsumerService } from '@ped/nest-kit';
import { BuyerDirectoryEntry } from './buyer-directory.entity.js';

/**
 * Keeps buyer_directory in step with identity's buyer events (consumer messaging.buyer-directory): the
 * e-mail from the sign-up, the names, company, country and badge from the completed profile, the badge
 * from an administrator's verification. Any may arrive first; each writes only its own columns.
 */
@Injectable()
export class BuyerDirectoryService implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumerService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.messagingBuyerDirectory, {
      'identity.buyer.registered': async (event, manager) => {
        await manager.upsert(BuyerDirectoryEntry, { id: event.data.buyerUserId, email: event.data.email }, [
          'id',
        ]);
      },
      'identity.buyer.profile_completed': async (event, manager) => {
        const profile = event.data;
        await manager.upsert(
          BuyerDirectoryEntry,
          {
            id: profile.buyerUserId,
            companyName: profile.companyName,
            country: profile.country,
            // Events from before issue 17 carry no names, e-mail or badge: keep what is known.
            ...(profile.firstName !== undefined ? { firstName: profile.firstName } : {}),
            ...(profile.lastName !== undefined ? { lastName: profile.lastName } : {}),
            ...(profile.email !== undefined ? { email: profile.email } : {}),
            ...(profile.isVerified !== undefined ? { isVerified: profile.isVerified } : {}),
          },
          ['id'],
        );
      },
      // An administrator verified the buyer's business (or took it back): the badge exporters see.
      'identity.buyer.verified': async (event, manager) => {
        await manager.upsert(
          BuyerDirectoryEntry,
          { id: event.data.buyerUserId, isVerified: event.data.isVerified },
          ['id'],
        );
      },
      // In order with the buyer's other events, so none of them writes its names back afterwards. Its
      // inquiries keep their text for the exporter, not who sent them.
      'identity.account.deleted': async ({ data }, manager) => {
        if (data.kind !== 'buyer') return;
        await manager.upsert(
          BuyerDirectoryEntry,
          {
            id: data.id,
            email: null,
            firstName: null,
            lastName: null,
            companyName: null,
            country: null,
            isVerified: false,
            deletedAt: new Date(),
          },
          ['id'],
        );
        await manager.query(
          `UPDATE messaging.contact_requests SET buyer_name = $2, buyer_email = '', buyer_company = NULL
            WHERE buyer_user_id = $1`,
          [data.id, ACCOUNT_DELETION_MESSAGES.deletedUser],
        );
      },
    });
  }
}
