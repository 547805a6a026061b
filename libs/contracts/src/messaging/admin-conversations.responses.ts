import { CONVERSATION_STATUSES } from '../options/messaging.constants.js';
import {
  DateTime,
  Nullable,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';

/** The admin console's view of conversations (issue 19; messaging owns it). */

/** GET /api/admin/conversations: one row, newest activity first. */
export const AdminConversationSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: StringEnum(CONVERSATION_STATUSES),
  /** identity's buyer user id (what a suspension names). */
  buyerId: Type.Integer(),
  buyerName: Type.String({ description: 'The buyer’s name (else e-mail); "Unknown" when gone' }),
  buyerCompany: NullableString(),
  exporterName: Type.String({ description: 'The exporter’s company; "Unknown" once removed' }),
  exporterId: Type.Integer(),
  messageCount: Type.Integer({ minimum: 0 }),
  lastMessageAt: Nullable(DateTime()),
  createdAt: DateTime(),
  /** Blocked by a party or an administrator. */
  contactBlocked: Type.Boolean({
    description: 'The buyer and the exporter are blocked (in this or another of their conversations)',
  }),
});
export type AdminConversationDto = Static<typeof AdminConversationSchema>;

/** GET /api/admin/conversations */
export const AdminConversationListSchema = Type.Object({
  conversations: Type.Array(AdminConversationSchema),
  /** Conversations of the asked status (all, without one). */
  total: Type.Integer({ minimum: 0 }),
});
export type AdminConversationListDto = Static<typeof AdminConversationListSchema>;

/** PATCH /api/admin/conversations/{id}/moderate answers the conversation's new status. */
export const ModerateConversationResultSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(CONVERSATION_STATUSES),
});
export type ModerateConversationResultDto = Static<typeof ModerateConversationResultSchema>;
