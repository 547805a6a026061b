import { Inject, Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  DeclineResponseCommand,
  RequirementIdParams,
  ResponseIdParams,
  type AcceptResponseReplyDto,
  type AcceptResponseResultDto,
  type BuyerResponseDto,
  type BuyerResponseListDto,
} from '@ped/contracts/catalog';
import { MESSAGING_PATTERNS, type QuoteConversationDto } from '@ped/contracts/messaging';
import { BUYING_REQUEST_MESSAGES as M } from '@ped/contracts/options';
import { SignedIn } from '../auth/auth.decorators.js';
import { Call } from '../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../services/service-client.js';
import {
  acceptResultSchema,
  buyerResponseListSchema,
  buyerResponseSchema,
} from './buying-requests.schema.js';

/** The quotations to the signed-in buyer's own requirements (another's requirement: 404). */
@ApiTags('buyer')
@Controller('buyer/requirements/:id/responses')
@SignedIn('buyer')
export class BuyerResponsesController {
  private readonly logger: Logger;

  constructor(
    private readonly services: ServiceClient,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'BuyerResponses' });
  }

  @Get()
  @RouteSchema({ response: { 200: buyerResponseListSchema } })
  @ApiOkResponse({
    description: 'The quotations, oldest first, each with its exporter’s verification and response figures',
    schema: buyerResponseListSchema as object,
  })
  @ApiNotFoundResponse({ description: 'No requirement of this buyer’s has this id' })
  list(@Param() params: RequirementIdParams, @Call() call: CallContext): Promise<BuyerResponseListDto> {
    return this.services.send(CATALOG_PATTERNS.buyerResponseList, { id: params.id }, call);
  }

  /**
   * Accepts a quotation, then asks messaging for its conversation (the quotation as its first message).
   * Should messaging not answer, the accepted event opens it all the same: conversationId is then null.
   * Accepting again answers the same, with the same conversation.
   */
  @Post(':responseId/accept')
  @HttpCode(200)
  @RouteSchema({ response: { 200: acceptResultSchema } })
  @ApiOkResponse({ description: M.accepted, schema: acceptResultSchema as object })
  @ApiNotFoundResponse({ description: 'REQUIREMENT_NOT_FOUND or RESPONSE_NOT_FOUND' })
  @ApiConflictResponse({ description: `RESPONSE_DECIDED: ${M.responseDecided} (it was declined)` })
  async accept(
    @Param() params: ResponseIdParams,
    @Call() call: CallContext,
  ): Promise<AcceptResponseResultDto> {
    const { response, conversation } = await this.services.send<AcceptResponseReplyDto>(
      CATALOG_PATTERNS.responseAccept,
      { id: params.id, responseId: params.responseId },
      call,
    );
    try {
      const opened = await this.services.send<QuoteConversationDto>(
        MESSAGING_PATTERNS.quoteConversationOpen,
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
  @RouteSchema({ response: { 200: buyerResponseSchema } })
  @ApiOkResponse({ description: M.declined, schema: buyerResponseSchema as object })
  @ApiBadRequestResponse({ description: M.declineReason })
  @ApiNotFoundResponse({ description: 'REQUIREMENT_NOT_FOUND or RESPONSE_NOT_FOUND' })
  @ApiConflictResponse({ description: `RESPONSE_DECIDED: ${M.responseDecided} (it was accepted)` })
  decline(
    @Param() params: ResponseIdParams,
    @Body() decline: DeclineResponseCommand,
    @Call() call: CallContext,
  ): Promise<BuyerResponseDto> {
    return this.services.send(
      CATALOG_PATTERNS.responseDecline,
      { id: params.id, responseId: params.responseId, decline },
      call,
    );
  }
}
