import { EXPORTER_PLANS, INQUIRY_CHANNELS, INQUIRY_STATUSES } from '@ped/contracts/options';

/**
 * JSON schemas of the exporter workspace's inquiry routes (libs/contracts/src/messaging/inquiry.dto.ts):
 * Fastify serialises with them and the OpenAPI document shows them.
 */
const nullableString = { type: ['string', 'null'] } as const;

const inquiryProperties = {
  id: {
    type: 'integer',
    description: 'The inquiry’s id (channel form) or the conversation’s (channel message)',
  },
  channel: {
    type: 'string',
    enum: INQUIRY_CHANNELS,
    description:
      'form: sent with the inquiry form; message: the first message of a conversation the buyer started',
  },
  buyerName: { type: 'string' },
  buyerEmail: { type: 'string', description: 'Masked (a•••@example.com) when locked' },
  buyerCompany: nullableString,
  message: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  status: { type: 'string', enum: INQUIRY_STATUSES },
  locked: {
    type: 'boolean',
    description:
      'Beyond the Basic plan’s 10 inquiries of its calendar month: e-mail masked, no reply until an upgrade',
  },
  conversationId: { type: ['integer', 'null'] },
  declineReason: nullableString,
} as const;

export const inquirySchema = {
  type: 'object',
  required: Object.keys(inquiryProperties),
  properties: inquiryProperties,
} as const;

export const inquiryListSchema = {
  type: 'object',
  required: ['items', 'total', 'plan', 'monthlyContactLimit', 'lockedCount'],
  properties: {
    items: { type: 'array', items: inquirySchema },
    total: { type: 'integer' },
    plan: { type: 'string', enum: EXPORTER_PLANS },
    monthlyContactLimit: {
      type: ['integer', 'null'],
      description: 'Inquiries a month shown with their contact details; null: all',
    },
    lockedCount: { type: 'integer', minimum: 0 },
  },
} as const;

export const inquiryReplySchema = {
  type: 'object',
  required: ['conversationId', 'via'],
  properties: {
    conversationId: { type: ['integer', 'null'] },
    via: { type: 'string', enum: ['conversation', 'email'] },
  },
} as const;
