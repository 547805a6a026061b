import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Principal } from '@ped/contracts';
import { DeleteAccountCommand, IDENTITY_PATTERNS, type AccountDeletedDto } from '@ped/contracts/identity';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import { AccountDeletedSchema } from '@ped/contracts/responses';
import type { FastifyReply } from 'fastify';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { AuthSessionService } from '../../auth/auth-session.service.js';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';

/**
 * A buyer or an exporter deletes its own account (identity erases it; the catalog and messaging follow its
 * event), and every session of it ends at once (a buyer downloads its data first: ../buyer/buyer-data-export).
 */
@ApiTags('auth')
@Controller()
export class AccountDeletionController {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: AuthSessionService,
  ) {}

  @Post('auth/delete-account')
  @SignedIn('buyer', 'user')
  @UseGuards(ExporterRoleGuard)
  @RateLimit(RATE_LIMITS.passwordChange)
  @HttpCode(200)
  @Answers({
    200: {
      description:
        'Deleted: the account is erased, its sessions have ended, an exporter’s listing is off the site',
      schema: AccountDeletedSchema,
    },
    400: `"${ACCOUNT_DELETION_MESSAGES.passwordIncorrect}" (field password)`,
    403: 'Administrators',
  })
  async delete(
    @Body() command: DeleteAccountCommand,
    @Call() call: CallContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountDeletedDto> {
    const answer = await this.services.send<AccountDeletedDto>(
      IDENTITY_PATTERNS.accountDelete,
      command,
      call,
    );
    await this.sessions.endAll(call.principal as Principal, reply);
    return answer;
  }
}
