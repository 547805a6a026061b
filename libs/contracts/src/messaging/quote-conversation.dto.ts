export type { QuoteConversationCommand } from '../catalog/buying-requests.dto.js';

/** The reply of `messaging.quote_conversation.open`: the accepted quotation's conversation. */
export interface QuoteConversationDto {
  conversationId: number;
  /** false when an earlier call (or the event's consumer) had opened it already. */
  created: boolean;
}
