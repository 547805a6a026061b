import { INQUIRY_CHANNELS, INQUIRY_STATUSES } from '../options/messaging.constants.js';
import { EXPORTER_PLANS } from '../options/plans.constants.js';
import {
  DateTime,
  NullableInteger,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';

/** The exporter workspace's inquiry answers (messaging owns them). */

/** How a reply reached the buyer: in its conversation (a buyer with an account) or by e-mail (a visitor). */
const REPLY_CHANNELS = ['conversation', 'email'] as const;

/**
 * One inquiry as its exporter sees it. Sent with the form (`channel` form: its id is the inquiry's, answered
 * with reply or decline) or as the first message of a conversation (`channel` message: its id is the
 * conversation's, answered in it; replied once the exporter has written there).
 */
export const InquirySchema = Type.Object({
  id: Type.Integer({
    description: 'The inquiry’s id (channel form) or the conversation’s (channel message)',
  }),
  channel: StringEnum(INQUIRY_CHANNELS, {
    description:
      'form: sent with the inquiry form; message: the first message of a conversation the buyer started',
  }),
  buyerName: Type.String(),
  buyerEmail: Type.String({ description: 'Masked (a•••@example.com) when locked' }),
  buyerCompany: NullableString(),
  message: Type.String(),
  createdAt: DateTime(),
  status: StringEnum(INQUIRY_STATUSES),
  /**
   * Beyond the Basic plan's monthly allowance (after the 10th of its calendar month, UTC): listed with
   * the e-mail masked and not answerable until the plan allows it. Computed when read, so an upgrade
   * reveals it.
   */
  locked: Type.Boolean({
    description:
      'Beyond the Basic plan’s 10 inquiries of its calendar month: e-mail masked, no reply until an upgrade',
  }),
  /** The conversation a reply opened or continued (a buyer with an account). */
  conversationId: NullableInteger(),
  declineReason: NullableString(),
});
export type InquiryDto = Static<typeof InquirySchema>;

/** GET /api/my-exporter/contact-requests */
export const InquiryListSchema = Type.Object({
  items: Type.Array(InquirySchema),
  total: Type.Integer(),
  plan: StringEnum(EXPORTER_PLANS),
  monthlyContactLimit: NullableInteger({
    description: 'Inquiries a month shown with their contact details; null: all',
  }),
  /** Of all the exporter's inquiries, how many are locked now. */
  lockedCount: Type.Integer({ minimum: 0 }),
});
export type InquiryListDto = Static<typeof InquiryListSchema>;

/** POST /api/my-exporter/contact-requests/{id}/reply */
export const InquiryReplyResultSchema = Type.Object({
  conversationId: NullableInteger(),
  /** `conversation`: the buyer has an account and reads it there; `email`: mailed to the visitor. */
  via: StringEnum(REPLY_CHANNELS),
});
export type InquiryReplyResultDto = Static<typeof InquiryReplyResultSchema>;
