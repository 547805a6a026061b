import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PathId } from '../common/path-id.js';
import { CONVERSATION_STATUSES, type ConversationStatus } from '../options/messaging.constants.js';

/**
 * The admin console's view of conversations (issue 19; messaging owns it). The query and command classes live
 * beside them in this file.
 */

export const ADMIN_CONVERSATION_LIMITS = { listDefault: 50, listMax: 100, maxOffset: 100_000 } as const;

/**
 * What an administrator may do to a conversation: block an active one, archive any, unblock one whose buyer and
 * exporter are blocked (the pair's blocked conversations become active again; nothing else lifts a block).
 */
export const CONVERSATION_MODERATION_ACTIONS = ['block', 'archive', 'unblock'] as const;
export type ConversationModerationAction = (typeof CONVERSATION_MODERATION_ACTIONS)[number];

export const ADMIN_CONVERSATION_MESSAGES = {
  action: `action must be one of: ${CONVERSATION_MODERATION_ACTIONS.join(', ')}`,
  /** 409 CONVERSATION_NOT_ACTIVE */
  notActive: (status: string) => `Only an active conversation can be blocked; this one is ${status}.`,
  /** 409 CONVERSATION_NOT_BLOCKED */
  notBlocked: 'This conversation’s buyer and exporter are not blocked.',
} as const;

/** Query strings leave an empty field as "": absent. */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** Query values arrive as text; "" (or absent) takes the default. */

/** GET /api/admin/conversations: every conversation (of `status`, when given), newest activity first. */
export class AdminConversationsQuery {
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES, { message: `status must be one of: ${CONVERSATION_STATUSES.join(', ')}` })
  status?: ConversationStatus;

  @PageLimit(ADMIN_CONVERSATION_LIMITS.listDefault, ADMIN_CONVERSATION_LIMITS.listMax)
  limit: number = ADMIN_CONVERSATION_LIMITS.listDefault;

  @PageOffset(ADMIN_CONVERSATION_LIMITS.maxOffset)
  offset: number = 0;
}

/** PATCH /api/admin/conversations/{id}/moderate */
export class ModerateConversationCommand {
  @IsIn(CONVERSATION_MODERATION_ACTIONS, { message: ADMIN_CONVERSATION_MESSAGES.action })
  action: ConversationModerationAction;
}

/** The message `messaging.admin_conversation.moderate`: the path's id and the command. */
export class ModerateConversationRequest extends ModerateConversationCommand {
  @PathId('Conversation')
  id: number;
}

/** GET /api/admin/conversations: one row, newest activity first. */
export interface AdminConversationDto {
  id: number;
  subject: string;
  status: ConversationStatus;
  /** identity's buyer user id (what a suspension names). */
  buyerId: number;
  /** The buyer's name (or "Unknown" when gone) and company. */
  buyerName: string;
  buyerCompany: string | null;
  /** The exporter's company, or "Unknown" once it was removed. */
  exporterName: string;
  exporterId: number;
  messageCount: number;
  lastMessageAt: string | null;
  createdAt: string;
  /** The buyer and the exporter are blocked (by a party or an administrator, in this or another of their conversations). */
  contactBlocked: boolean;
}

export interface AdminConversationListDto {
  conversations: AdminConversationDto[];
  /** Conversations of the asked status (all, without one). */
  total: number;
}

/** PATCH /api/admin/conversations/{id}/moderate answers the conversation's new status. */
export interface ModerateConversationResultDto {
  id: number;
  status: ConversationStatus;
}
