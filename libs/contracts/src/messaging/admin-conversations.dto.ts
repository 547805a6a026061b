import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PathId } from '../common/path-id.js';
import { CONVERSATION_STATUSES, type ConversationStatus } from '../options/messaging.constants.js';

/**
 * The admin console's view of conversations (issue 19; messaging owns it): the query and command classes.
 * Their answers are declared in admin-conversations.responses.ts.
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
