import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { BuyerMessagesExportDto } from '@ped/contracts/messaging';
import { requirePrincipal } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';
import { EXPORT_CONVERSATIONS_SQL, EXPORT_INQUIRIES_SQL } from './buyer-messages-export.sql.js';

/** The signed-in buyer's messages for its data export (GET /api/buyer/data-export). */
@Injectable()
export class BuyerMessagesExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(ctx: RequestContext): Promise<BuyerMessagesExportDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const [conversations, inquiries] = await Promise.all([
      this.dataSource.query<BuyerMessagesExportDto['conversations']>(EXPORT_CONVERSATIONS_SQL, [buyer.id]),
      this.dataSource.query<BuyerMessagesExportDto['inquiries']>(EXPORT_INQUIRIES_SQL, [buyer.id]),
    ]);
    const iso = (value: unknown) => new Date(value as string).toISOString();
    return {
      conversations: conversations.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      inquiries: inquiries.map((i) => ({ ...i, createdAt: iso(i.createdAt) })),
    };
  }
}
