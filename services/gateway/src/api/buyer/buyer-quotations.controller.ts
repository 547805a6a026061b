import { Inject, Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  DeclineQuotationCommand,
  RequirementIdParams,
  QuotationIdParams,
  type AcceptQuotationReplyDto,
  type AcceptQuotationResultDto,
  type BuyerQuotationDto,
  type BuyerQuotationListDto,
} from '@ped/contracts/catalog';
import { MESSAGING_PATTERNS, type QuotationConversationDto } from '@ped/contracts/messaging';
import { TRADE_TERMS_MESSAGES as M } from '@ped/contracts/options';
import {
  AcceptQuotationResultSchema,
  BuyerQuotationListSchema,
  BuyerQuotationSchema,
} from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The quotations to the signed-in buyer's own requirements (another's requirement: 404). */
@ApiTags('buyer')
@Controller('buyer/requirements/:id/responses')
@SignedIn('buyer')
export class BuyerQuotationsController {
  private readonly logger: Logger;

  constructor(
    private readonly services: ServiceClient,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'BuyerQuotations' });
  }

  @Get()
  @Answers({
    200: {
      description: 'The quotations, oldest first, each with its exporter’s verification and response figures',
      schema: BuyerQuotationListSchema,
    },
    404: 'No requirement of this buyer’s has this id',
  })
  list(@Param() params: RequirementIdParams, @Call() call: CallContext): Promise<BuyerQuotationListDto> {
    return this.services.send(CATALOG_PATTERNS.buyerQuotationList, { id: params.id }, call);
  }

  /**
   * Accepts a quotation, then asks messaging for its conversation (the quotation as its first message).
   * Should messaging not answer, the accepted event opens it all the same: conversationId is then null.
   * Accepting again answers the same, with the same conversation.
   */
  @Post(':responseId/accept')
  @HttpCode(200)
  @Answers({
    200: { description: M.accepted, schema: AcceptQuotationResultSchema },
    404: 'REQUIREMENT_NOT_FOUND or RESPONSE_NOT_FOUND',
    409: `RESPONSE_DECIDED: ${M.responseDecided} (it was declined)`,
  })
  async accept(
    @Param() params: QuotationIdParams,
    @Call() call: CallContext,
  ): Promise<AcceptQuotationResultDto> {
    const { response, conversation } = await this.services.send<AcceptQuotationReplyDto>(
      CATALOG_PATTERNS.quotationAccept,
      { id: params.id, responseId: params.responseId },
      call,
    );
    try {
      const opened = await this.services.send<QuotationConversationDto>(
        MESSAGING_PATTERNS.quotationConversationOpen,
        conversation,
        call,
      );
      return { response, conversationId: opened.conversationId };
    } catch (error) {
      this.logger.warn(
        `quotation ${response.id}: its conversation follows from the event (${String(error)})`,
      );
      return { response, conversationId: null };
    }
  }

  @Post(':responseId/decline')
  @HttpCode(200)
  @Answers({
    200: { description: M.declined, schema: BuyerQuotationSchema },
    400: M.declineReason,
    404: 'REQUIREMENT_NOT_FOUND or RESPONSE_NOT_FOUND',
    409: `RESPONSE_DECIDED: ${M.responseDecided} (it was accepted)`,
  })
  decline(
    @Param() params: QuotationIdParams,
    @Body() decline: DeclineQuotationCommand,
    @Call() call: CallContext,
  ): Promise<BuyerQuotationDto> {
    return this.services.send(
      CATALOG_PATTERNS.quotationDecline,
      { id: params.id, responseId: params.responseId, decline },
      call,
    );
  }
}
