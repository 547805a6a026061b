import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PathId } from '../common/path-id.js';
import { INQUIRY_LIMITS as LIMIT, INQUIRY_MESSAGES as M } from '../options/messaging.constants.js';
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
