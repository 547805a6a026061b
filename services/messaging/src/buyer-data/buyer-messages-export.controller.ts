import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { MESSAGING_PATTERNS, type BuyerMessagesExportDto } from '@ped/contracts/messaging';
import { RequestCtx } from '@ped/nest-kit';
import { BuyerMessagesExportService } from './buyer-messages-export.service.js';

/** The buyer's messages for its data export (the gateway's GET /api/buyer/data-export). */
@Controller()
export class BuyerMessagesExportController {
  constructor(private readonly exports: BuyerMessagesExportService) {}

  @MessagePattern(MESSAGING_PATTERNS.buyerMessagesExport)
  export(@RequestCtx() ctx: RequestContext): Promise<BuyerMessagesExportDto> {
    return this.exports.export(ctx);
  }
}
