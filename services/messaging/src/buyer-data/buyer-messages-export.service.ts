import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { BuyerMessagesExportDto } from '@ped/contracts/messaging';
import { requirePrincipal } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';

/** The buyer's conversations, each with its messages oldest first, as JSON from one statement. $1 buyer. */
const CONVERSATIONS_SQL = `
  SELECT c.id, c.subject, c.exporter_id AS "exporterId", e.company_name AS "exporterName", c.status,
         c.created_at AS "createdAt",
         coalesce((SELECT json_agg(json_build_object('from', m.sender_type, 'content', m.content,
                                                     'createdAt', m.created_at) ORDER BY m.id)
                     FROM messaging.messages m WHERE m.conversation_id = c.id), '[]') AS messages
    FROM messaging.conversations c
    LEFT JOIN messaging.exporter_directory e ON e.id = c.exporter_id
   WHERE c.buyer_id = $1
   ORDER BY c.id`;

/** The inquiries the buyer sent with the form while signed in. $1 buyer. */
const INQUIRIES_SQL = `
  SELECT id, exporter_id AS "exporterId", message, status, created_at AS "createdAt"
    FROM messaging.contact_requests WHERE buyer_user_id = $1 ORDER BY id`;

/** The signed-in buyer's messages for its data export (GET /api/buyer/data-export). */
@Injectable()
export class BuyerMessagesExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(ctx: RequestContext): Promise<BuyerMessagesExportDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const [conversations, inquiries] = await Promise.all([
      this.dataSource.query<BuyerMessagesExportDto['conversations']>(CONVERSATIONS_SQL, [buyer.id]),
      this.dataSource.query<BuyerMessagesExportDto['inquiries']>(INQUIRIES_SQL, [buyer.id]),
    ]);
    const iso = (value: unknown) => new Date(value as string).toISOString();
    return {
      conversations: conversations.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      inquiries: inquiries.map((i) => ({ ...i, createdAt: iso(i.createdAt) })),
    };
  }
}
