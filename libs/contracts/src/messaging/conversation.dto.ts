import { queryNumber } from '../common/transforms.js';
import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { PathId } from '../common/path-id.js';
import {
  CONVERSATION_CLOSED_STATUSES,
  CONVERSATION_LIMITS as LIMIT,
  CONVERSATION_MESSAGES as M,
  CONVERSATION_STATUSES,
  REPORT_REASONS,
  type ConversationClosedStatus,
  type ConversationPartyType,
  type ConversationStatus,
  type ReportReason,
} from '../options/messaging.constants.js';
import { trim } from '../common/transforms.js';

export {
  CONTACT_RESTRICTION_MESSAGES,
  CONVERSATION_CLOSED_STATUSES,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  CONVERSATION_PARTY_TYPES,
  CONVERSATION_STATUSES,
  REPORT_REASONS,
} from '../options/messaging.constants.js';
export type {
  ConversationClosedStatus,
  ConversationPartyType,
  ConversationStatus,
  ReportReason,
} from '../options/messaging.constants.js';

/** The deepest offset of the conversation list served (no person pages further). */
export const MAX_CONVERSATION_OFFSET = 10_000;

/** Query strings leave an empty field as "": absent. */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** Path and query values arrive as text; "" (or absent) takes the default. */
/** A form's number field sends text; "" is no value (refused as "Exporter is required"). */
const formNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

// ---- requests ----------------------------------------------------------------------------------------

/** GET /api/conversations: the caller's conversations, newest activity first. */
export class ListConversationsQuery {
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES, { message: `status must be one of: ${CONVERSATION_STATUSES.join(', ')}` })
  status?: ConversationStatus;

  @PageLimit(LIMIT.listDefault, LIMIT.listMax)
  limit: number = LIMIT.listDefault;

  @PageOffset(MAX_CONVERSATION_OFFSET)
  offset: number = 0;
}

/** Every /api/conversations/{id}... route. */
export class ConversationIdParams {
  @PathId('Conversation')
  id: number;
}

/** GET /api/conversations/{id}/messages: a page of the thread, `before` a message id to page back in time. */
export class ListMessagesQuery {
  @Transform(queryNumber())
  @IsOptional()
  @IsInt({ message: 'before must be a message id' })
  @Min(1, { message: 'before must be a message id' })
  @Max(MAX_INT4, { message: 'before must be a message id' })
  before?: number;

  @PageLimit(LIMIT.messagesDefault, LIMIT.messagesMax)
  limit: number = LIMIT.messagesDefault;
}

/** The message `messaging.message.list`: the path's id and the query. */
export class ListMessagesRequest extends ListMessagesQuery {
  @PathId('Conversation')
  id: number;
}

/**
 * POST /api/conversations (buyers): the New Conversation dialog. The same buyer, exporter and subject
 * again answers the existing conversation (and adds the initial message to it, if any).
 */
export class StartConversationCommand {
  @Transform(formNumber)
  @IsInt({ message: M.exporterRequired })
  @Min(1, { message: M.exporterRequired })
  @Max(MAX_INT4, { message: M.exporterRequired })
  exporterId: number;

  @Transform(trim)
  @IsNotEmpty({ message: M.subjectRequired })
  @IsString({ message: M.subjectRequired })
  @MaxLength(LIMIT.subject, { message: M.subjectTooLong })
  subject: string;

  /** Optional for the API (a Contact button may start without one); sent, it must say something. */
  @Transform(trim)
  @ValidateIf((_, value) => value !== undefined)
  @IsNotEmpty({ message: M.initialMessageRequired })
  @IsString({ message: M.initialMessageRequired })
  @MaxLength(LIMIT.message, { message: M.messageTooLong })
  initialMessage?: string;
}

/** POST /api/conversations/{id}/messages */
export class SendMessageCommand {
  @Transform(trim)
  @IsNotEmpty({ message: M.messageEmpty })
  @IsString({ message: M.messageEmpty })
  @MaxLength(LIMIT.message, { message: M.messageTooLong })
  content: string;
}

/** The message `messaging.message.send`: the path's id and the body. */
export class SendMessageRequest extends SendMessageCommand {
  @PathId('Conversation')
  id: number;
}

/** PATCH /api/conversations/{id}/status: Archive or Block (no way back to active). */
export class UpdateConversationStatusCommand {
  @IsIn(CONVERSATION_CLOSED_STATUSES, { message: M.status })
  status: ConversationClosedStatus;
}

/** The message `messaging.conversation.status`. */
export class UpdateConversationStatusRequest extends UpdateConversationStatusCommand {
  @PathId('Conversation')
  id: number;
}

/** POST /api/conversations/{id}/report: a message of it, or the whole conversation, to the moderators. */
export class ReportConversationCommand {
  /** A message of this conversation; absent reports the conversation. */
  @Transform(queryNumber())
  @IsOptional()
  @IsInt({ message: 'messageId must be a message of this conversation' })
  @Min(1, { message: 'messageId must be a message of this conversation' })
  @Max(MAX_INT4, { message: 'messageId must be a message of this conversation' })
  messageId?: number;

  @IsIn(REPORT_REASONS, { message: `reason must be one of: ${REPORT_REASONS.join(', ')}` })
  reason: ReportReason;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value,
  )
  @IsOptional()
  @IsString({ message: 'details must be text' })
  @MaxLength(LIMIT.reportDetails, {
    message: `details must be at most ${LIMIT.reportDetails.toLocaleString('en-US')} characters`,
  })
  details?: string;
}

/** The message `messaging.report.file`. */
export class ReportConversationRequest extends ReportConversationCommand {
  @PathId('Conversation')
  id: number;
}

/** NATS request `messaging.away_mail.queue` (a gateway, when the recipient has no open live stream). */
export class QueueAwayMailRequest {
  @IsInt({ message: 'messageId must be a message id' })
  @Min(1, { message: 'messageId must be a message id' })
  @Max(MAX_INT4, { message: 'messageId must be a message id' })
  messageId: number;
}

// ---- answers -----------------------------------------------------------------------------------------

/** The reply of `messaging.away_mail.queue`: whether a mail was queued (false: too soon, or sent already). */
export interface QueueAwayMailResultDto {
  queued: boolean;
}

/** The buyer's messages as its data export shows them (GET /api/buyer/data-export's `messages`). */
export interface BuyerMessagesExportDto {
  conversations: {
    id: number;
    subject: string;
    exporterId: number;
    exporterName: string | null;
    status: ConversationStatus;
    createdAt: string;
    messages: { from: ConversationPartyType; content: string; createdAt: string }[];
  }[];
  /** Sent with the inquiry form while signed in. */
  inquiries: { id: number; exporterId: number; message: string; status: string; createdAt: string }[];
}
