import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  IDENTITY_PATTERNS,
  PasswordLinkQuery,
  PasswordResetCommand,
  UsePasswordLinkCommand,
  type PasswordLinkDto,
  type PasswordLinkRedeemedDto,
  type PasswordResetAcceptedDto,
} from '@ped/contracts/identity';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { PasswordLinksService } from './password-links.service.js';

@Controller()
export class PasswordLinksController {
  constructor(private readonly links: PasswordLinksService) {}

  @MessagePattern(IDENTITY_PATTERNS.passwordLinkRequest)
  requestReset(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: PasswordResetCommand,
  ): Promise<PasswordResetAcceptedDto> {
    return this.links.requestReset(ctx, command);
  }

  @MessagePattern(IDENTITY_PATTERNS.passwordLinkCheck)
  check(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: PasswordLinkQuery,
  ): Promise<PasswordLinkDto> {
    return this.links.check(ctx, query);
  }

  /** The gateway ends the account's sessions with the account this answers. */
  @MessagePattern(IDENTITY_PATTERNS.passwordLinkUse)
  use(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: UsePasswordLinkCommand,
  ): Promise<PasswordLinkRedeemedDto> {
    return this.links.use(ctx, command);
  }
}
