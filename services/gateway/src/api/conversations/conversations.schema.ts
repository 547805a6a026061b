import { CONVERSATION_PARTY_TYPES, CONVERSATION_STATUSES } from '@ped/contracts/options';

/**
 * JSON schemas of the conversation routes' answers (libs/contracts/src/messaging/conversation.dto.ts):
 * Fastify serialises with them and the OpenAPI document shows them.
 */
const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const party = { type: 'string', enum: CONVERSATION_PARTY_TYPES } as const;

const summaryProperties = {
  id: { type: 'integer' },
  subject: { type: 'string' },
  status: { type: 'string', enum: CONVERSATION_STATUSES },
  createdAt: dateTime,
  lastMessageAt: { type: ['string', 'null'], format: 'date-time' },
  lastMessage: { ...nullableString, description: 'The first 200 characters of the latest message' },
  unreadCount: { type: 'integer', description: 'The viewer’s unread messages' },
  otherPartyType: party,
  otherPartyName: {
    type: 'string',
    description: 'The exporter’s company or the buyer’s name; "Unknown" when gone',
  },
  otherPartyLogoUrl: nullableString,
  exporterId: { type: 'integer' },
} as const;

export const conversationSummarySchema = {
  type: 'object',
  required: Object.keys(summaryProperties),
  properties: summaryProperties,
} as const;

export const conversationListSchema = {
  type: 'object',
  required: ['conversations', 'total', 'unreadTotal'],
  properties: {
    conversations: { type: 'array', items: conversationSummarySchema },
    total: { type: 'integer' },
    unreadTotal: { type: 'integer', minimum: 0 },
  },
} as const;

const detailProperties = {
  ...summaryProperties,
  buyer: {
    type: ['object', 'null'],
    required: ['id', 'name', 'company', 'country', 'isVerified'],
    properties: {
      id: { type: 'integer' },
      name: nullableString,
      company: nullableString,
      country: nullableString,
      isVerified: { type: 'boolean' },
    },
  },
  exporter: {
    type: ['object', 'null'],
    required: ['id', 'companyName', 'logoUrl'],
    properties: { id: { type: 'integer' }, companyName: { type: 'string' }, logoUrl: nullableString },
  },
  viewerType: party,
} as const;

export const conversationDetailSchema = {
  type: 'object',
  required: Object.keys(detailProperties),
  properties: detailProperties,
} as const;

const messageProperties = {
  id: { type: 'integer' },
  conversationId: { type: 'integer' },
  content: { type: 'string', description: 'As written; links are plain text' },
  senderType: party,
  createdAt: dateTime,
  isRead: { type: 'boolean', description: 'Read by its recipient' },
  mine: { type: 'boolean', description: 'Sent by the viewer' },
  flags: {
    type: 'array',
    items: { type: 'string' },
    description: 'Safe-messaging rules the message matched (e.g. bank-details-change)',
  },
  warning: {
    ...nullableString,
    description: 'The reader’s warning; null for one’s own or an unflagged message',
  },
} as const;

export const messageSchema = {
  type: 'object',
  required: Object.keys(messageProperties),
  properties: messageProperties,
} as const;

export const messagePageSchema = {
  type: 'object',
  required: ['messages', 'hasMore'],
  properties: {
    messages: { type: 'array', items: messageSchema, description: 'Oldest first' },
    hasMore: { type: 'boolean', description: 'Older messages exist (page with before = the first id)' },
  },
} as const;

export const startConversationSchema = {
  type: 'object',
  required: ['id', 'created'],
  properties: {
    id: { type: 'integer' },
    created: { type: 'boolean', description: 'false: the existing conversation with this subject' },
  },
} as const;

export const reportFiledSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' } },
} as const;
