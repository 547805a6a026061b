import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import type { QuotationConversationCommand } from '../catalog/quotations.dto.js';

export type { QuotationConversationCommand } from '../catalog/quotations.dto.js';

const id = (): PropertyDecorator => (target, key) => {
  IsInt()(target, key);
  Min(1)(target, key);
  Max(MAX_INT4)(target, key);
};

/**
 * The message `messaging.quotation_conversation.open`: what the catalog's accept answered (the gateway passes
 * it on as it is), checked again here; the caller must be the buyer it names.
 */
export class OpenQuotationConversationRequest implements QuotationConversationCommand {
  @id()
  responseId: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  requirementTitle: string;

  @id()
  buyerUserId: number;

  @id()
  exporterId: number;

  @id()
  exporterUserId: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(20_000)
  quotationSummary: string;
}

/** The reply of `messaging.quotation_conversation.open`: the accepted quotation's conversation. */
export interface QuotationConversationDto {
  conversationId: number;
  /** false when an earlier call (or the event's consumer) had opened it already. */
  created: boolean;
}
