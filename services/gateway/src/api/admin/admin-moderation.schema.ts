import { CONVERSATION_STATUSES } from '@ped/contracts/options';

/**
 * JSON schemas of the admin console's conversation, buyer and suspension routes (libs/contracts/src/messaging/
 * admin-conversations.dto.ts, libs/contracts/src/identity/admin-buyers.dto.ts, libs/contracts/src/messaging/
 * buyer-suspensions.dto.ts): Fastify serialises with them and the OpenAPI document shows them.
 */
const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const conversationStatus = { type: 'string', enum: CONVERSATION_STATUSES } as const;

const adminConversationProperties = {
  id: { type: 'integer' },
  subject: { type: 'string' },
  status: conversationStatus,
  buyerId: { type: 'integer' },
  buyerName: { type: 'string', description: 'The buyer’s name (else e-mail); "Unknown" when gone' },
  buyerCompany: nullableString,
  exporterName: { type: 'string', description: 'The exporter’s company; "Unknown" once removed' },
  exporterId: { type: 'integer' },
  messageCount: { type: 'integer', minimum: 0 },
  lastMessageAt: { type: ['string', 'null'], format: 'date-time' },
  createdAt: dateTime,
  contactBlocked: {
    type: 'boolean',
    description: 'The buyer and the exporter are blocked (in this or another of their conversations)',
  },
} as const;

export const adminConversationListSchema = {
  type: 'object',
  required: ['conversations', 'total'],
  properties: {
    conversations: {
      type: 'array',
      items: {
        type: 'object',
        required: Object.keys(adminConversationProperties),
        properties: adminConversationProperties,
      },
    },
    total: { type: 'integer', minimum: 0 },
  },
} as const;

export const moderateConversationSchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: { id: { type: 'integer' }, status: conversationStatus },
} as const;

const adminBuyerProperties = {
  id: { type: 'integer' },
  email: { type: 'string' },
  name: { type: 'string', description: 'First and last name, else the e-mail' },
  companyName: nullableString,
  country: nullableString,
  businessType: nullableString,
  isVerified: { type: 'boolean' },
  createdAt: dateTime,
} as const;

export const adminBuyerListSchema = {
  type: 'object',
  required: ['buyers', 'total'],
  properties: {
    buyers: {
      type: 'array',
      items: {
        type: 'object',
        required: Object.keys(adminBuyerProperties),
        properties: adminBuyerProperties,
      },
    },
    total: { type: 'integer', minimum: 0 },
  },
} as const;

export const buyerVerifySchema = {
  type: 'object',
  required: ['id', 'isVerified'],
  properties: { id: { type: 'integer' }, isVerified: { type: 'boolean' } },
} as const;

const buyerSuspensionProperties = {
  buyerId: { type: 'integer' },
  buyerName: { type: 'string', description: 'The buyer’s name, else e-mail; "Unknown" when gone' },
  buyerEmail: nullableString,
  reason: { type: 'string' },
  suspendedAt: dateTime,
} as const;

export const buyerSuspensionSchema = {
  type: 'object',
  required: Object.keys(buyerSuspensionProperties),
  properties: buyerSuspensionProperties,
} as const;

export const buyerSuspensionListSchema = {
  type: 'object',
  required: ['suspensions', 'total'],
  properties: {
    suspensions: { type: 'array', items: buyerSuspensionSchema },
    total: { type: 'integer', minimum: 0 },
  },
} as const;
