import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { DeleteAccountCommand, IDENTITY_PATTERNS, type AccountExportDto } from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { AccountDeletionService } from './account-deletion.service.js';

/** A buyer's or an exporter's own account: deleting it, and the buyer's export of it. */
@Controller()
export class AccountDeletionController {
  constructor(private readonly accounts: AccountDeletionService) {}

  @MessagePattern(IDENTITY_PATTERNS.accountDelete)
  delete(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: DeleteAccountCommand,
  ): Promise<{ deleted: true }> {
    return this.accounts.delete(ctx, command);
  }

  @MessagePattern(IDENTITY_PATTERNS.accountExport)
  export(@RequestCtx() ctx: RequestContext): Promise<AccountExportDto> {
    return this.accounts.export(ctx);
  }
}
