import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PathId } from '../common/path-id.js';
import {
  INQUIRY_LIMITS as LIMIT,
  INQUIRY_MESSAGES as M,
  type InquiryChannel,
  type InquiryStatus,
} from '../options/messaging.constants.js';
import type { ExporterPlan } from '../options/plans.constants.js';
import { trim } from '../common/transforms.js';

export {
  INQUIRY_CHANNELS,
  INQUIRY_LIMITS,
  INQUIRY_MESSAGES,
  INQUIRY_STATUSES,
} from '../options/messaging.constants.js';
export type { InquiryChannel, InquiryStatus } from '../options/messaging.constants.js';

/** Path and query values arrive as text; "" (or absent) takes the default. */

// ---- requests ----------------------------------------------------------------------------------------

/** GET /api/my-exporter/contact-requests: the caller's exporter's inquiries, newest first. */
export class ListMyInquiriesQuery {
  @PageLimit(LIMIT.listDefault, LIMIT.listMax)
  limit: number = LIMIT.listDefault;

  @PageOffset(LIMIT.maxOffset)
  offset: number = 0;
}

/** Every /api/my-exporter/contact-requests/{id}/... route. */
export class InquiryIdParams {
  @PathId('Inquiry')
  id: number;
}

/** POST /api/my-exporter/contact-requests/{id}/reply */
export class ReplyInquiryCommand {
  @Transform(trim)
  @IsNotEmpty({ message: M.replyRequired })
  @IsString({ message: M.replyRequired })
  @MaxLength(LIMIT.reply, { message: M.replyTooLong })
  message: string;
}

/** The message `messaging.my_inquiry.reply`: the path's id and the body. */
export class ReplyInquiryRequest extends ReplyInquiryCommand {
  @PathId('Inquiry')
  id: number;
}

/** POST /api/my-exporter/contact-requests/{id}/decline */
export class DeclineInquiryCommand {
  @Transform(trim)
  @IsNotEmpty({ message: M.reasonRequired })
  @IsString({ message: M.reasonRequired })
  @MaxLength(LIMIT.declineReason, { message: M.reasonTooLong })
  reason: string;
}

/** The message `messaging.my_inquiry.decline`: the path's id and the body. */
export class DeclineInquiryRequest extends DeclineInquiryCommand {
  @PathId('Inquiry')
  id: number;
}

// ---- answers -----------------------------------------------------------------------------------------

/**
 * One inquiry as its exporter sees it. Sent with the form (`channel` form: its id is the inquiry's, answered
 * with reply or decline) or as the first message of a conversation (`channel` message: its id is the
 * conversation's, answered in it; replied once the exporter has written there).
 */
export interface InquiryDto {
  id: number;
  channel: InquiryChannel;
  buyerName: string;
  /** Masked (`a•••@example.com`) when `locked`. */
  buyerEmail: string;
  buyerCompany: string | null;
  message: string;
  createdAt: string;
  status: InquiryStatus;
  /**
   * Beyond the Basic plan's monthly allowance (after the 10th of its calendar month, UTC): listed with
   * the e-mail masked and not answerable until the plan allows it. Computed when read, so an upgrade
   * reveals it.
   */
  locked: boolean;
  /** The conversation a reply opened or continued (a buyer with an account). */
  conversationId: number | null;
  declineReason: string | null;
}

/** GET /api/my-exporter/contact-requests */
export interface InquiryListDto {
  items: InquiryDto[];
  total: number;
  plan: ExporterPlan;
  /** Inquiries a month whose contact details the plan shows; null: all. */
  monthlyContactLimit: number | null;
  /** Of all the exporter's inquiries, how many are locked now. */
  lockedCount: number;
}

/** POST /api/my-exporter/contact-requests/{id}/reply */
export interface InquiryReplyResultDto {
  conversationId: number | null;
  /** `conversation`: the buyer has an account and reads it there; `email`: mailed to the visitor. */
  via: 'conversation' | 'email';
}
