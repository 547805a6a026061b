import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';

/**
 * Keeps the country each buyer named in their profile (consumer catalog.buyer-countries), so the public figures can
 * say how many countries the directory's buyers come from without asking identity on every read.
 */
@Injectable()
export class BuyerCountryEventsService implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumerService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.catalogBuyerCountries, {
      'identity.buyer.profile_completed': async (event, manager) => {
        await manager.query(
          `INSERT INTO catalog.buyer_countries (buyer_user_id, country) VALUES ($1, $2)
           ON CONFLICT (buyer_user_id) DO UPDATE SET country = EXCLUDED.country, updated_at = now()`,
          [event.data.buyerUserId, event.data.country],
        );
      },
    });
  }
}
