import { CONVERSATION_PARTY_TYPES, CONVERSATION_STATUSES } from '../options/messaging.constants.js';
import {
  DateTime,
  Nullable,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';

/** The conversation routes' answers, as their viewer (one of the two parties) sees them (messaging owns them). */

const summaryProperties = {
  id: Type.Integer(),
  subject: Type.String(),
  status: StringEnum(CONVERSATION_STATUSES),
  createdAt: DateTime(),
  lastMessageAt: Nullable(DateTime()),
  lastMessage: NullableString({ description: 'The first 200 characters of the latest message' }),
  /** Kept on the conversation, never counted. */
  unreadCount: Type.Integer({ description: 'The viewer’s unread messages' }),
  otherPartyType: StringEnum(CONVERSATION_PARTY_TYPES),
  /** The buyer's name, else its company. */
  otherPartyName: Type.String({
    description: 'The exporter’s company or the buyer’s name; "Unknown" when gone',
  }),
  otherPartyLogoUrl: NullableString(),
  exporterId: Type.Integer(),
};

/** One row of GET /api/conversations, as the viewer sees it. */
export const ConversationSummarySchema = Type.Object(summaryProperties);
export type ConversationSummaryDto = Static<typeof ConversationSummarySchema>;

/** GET /api/conversations */
export const ConversationListSchema = Type.Object({
  conversations: Type.Array(ConversationSummarySchema),
  /** Conversations of the asked status (all, without one). */
  total: Type.Integer(),
  /** The viewer's unread messages over all its conversations, whatever the status asked (the header's badge). */
  unreadTotal: Type.Integer({ minimum: 0 }),
});
export type ConversationListDto = Static<typeof ConversationListSchema>;

/** GET /api/conversations/{id}: the summary, both parties (null when gone) and the viewer's side. */
export const ConversationDetailSchema = Type.Object({
  ...summaryProperties,
  buyer: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: NullableString(),
      company: NullableString(),
      country: NullableString(),
      isVerified: Type.Boolean(),
    }),
  ),
  exporter: Nullable(
    Type.Object({ id: Type.Integer(), companyName: Type.String(), logoUrl: NullableString() }),
  ),
  viewerType: StringEnum(CONVERSATION_PARTY_TYPES),
});
export type ConversationDetailDto = Static<typeof ConversationDetailSchema>;

/** One message, as the viewer sees it. */
export const MessageSchema = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  /** Never rendered as markup (the UI shows the real host). */
  content: Type.String({ description: 'As written; links are plain text' }),
  senderType: StringEnum(CONVERSATION_PARTY_TYPES),
  createdAt: DateTime(),
  isRead: Type.Boolean({ description: 'Read by its recipient' }),
  mine: Type.Boolean({ description: 'Sent by the viewer' }),
  /** Safe-messaging rule ids. */
  flags: Type.Array(Type.String(), {
    description: 'Safe-messaging rules the message matched (e.g. bank-details-change)',
  }),
  warning: NullableString({
    description: 'The reader’s warning; null for one’s own or an unflagged message',
  }),
});
export type MessageDto = Static<typeof MessageSchema>;

/** GET /api/conversations/{id}/messages: oldest first within the page. */
export const MessagePageSchema = Type.Object({
  messages: Type.Array(MessageSchema, { description: 'Oldest first' }),
  hasMore: Type.Boolean({ description: 'Older messages exist (page with before = the first id)' }),
});
export type MessagePageDto = Static<typeof MessagePageSchema>;

/** POST /api/conversations: 201 created, or 200 the existing one (same buyer, exporter and subject). */
export const StartConversationResultSchema = Type.Object({
  id: Type.Integer(),
  created: Type.Boolean({ description: 'false: the existing conversation with this subject' }),
});
export type StartConversationResultDto = Static<typeof StartConversationResultSchema>;

/** POST /api/conversations/{id}/report: 202. */
export const ReportFiledSchema = Type.Object({ id: Type.Integer() });
export type ReportFiledDto = Static<typeof ReportFiledSchema>;
