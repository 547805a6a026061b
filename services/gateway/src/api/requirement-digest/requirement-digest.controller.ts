import { Controller, Get, HttpException, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  RequirementDigestTokenQuery,
  type RequirementDigestSubscriptionDto,
} from '@ped/contracts/catalog';
import { REQUIREMENT_DIGEST_MESSAGES as M } from '@ped/contracts/options';
import { Type } from '@ped/contracts/responses';
import type { FastifyReply } from 'fastify';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers, type Answer } from '../../openapi/answers.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { DIGEST_PAGE_CSP, digestPageHtml, type DigestPage } from './digest-page.util.js';

/** The answers of both links: the page (written to the reply by hand, as HTML), or why there is none. */
const LINK_ANSWERS: Record<number, Answer> = {
  200: { description: 'A small HTML page saying what was done', schema: Type.String() },
  400: 'No token, or not one of ours (JSON naming token)',
  404: `DIGEST_TOKEN_UNKNOWN (an HTML page): ${M.unknownToken}`,
};
const DASHBOARD = { label: 'Open Buying Requests', href: '/dashboard?tab=requests' };

/**
 * The links of the daily digest of requirements: unsubscribe, and subscribe again from the page it
 * answers with. Public: the exporter's random token in the link is the proof, no sign-in needed.
 */
@ApiTags('requirements')
@Controller('requirement-digest')
@Public()
export class RequirementDigestController {
  constructor(private readonly services: ServiceClient) {}

  @Get('unsubscribe')
  @RateLimit(RATE_LIMITS.digestLink)
  @ApiProduces('text/html')
  @Answers(LINK_ANSWERS)
  unsubscribe(
    @Query() query: RequirementDigestTokenQuery,
    @Call() call: CallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.answer(CATALOG_PATTERNS.requirementDigestUnsubscribe, query, call, reply, (done) => ({
      title: 'Unsubscribed',
      paragraphs: [`${done.companyName}: ${M.unsubscribed}.`],
      links: [
        { label: 'Subscribe again', href: `subscribe?token=${encodeURIComponent(query.token)}` },
        DASHBOARD,
      ],
    }));
  }

  @Get('subscribe')
  @RateLimit(RATE_LIMITS.digestLink)
  @ApiProduces('text/html')
  @Answers(LINK_ANSWERS)
  subscribe(
    @Query() query: RequirementDigestTokenQuery,
    @Call() call: CallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.answer(CATALOG_PATTERNS.requirementDigestSubscribe, query, call, reply, (done) => ({
      title: 'Subscribed',
      paragraphs: [`${done.companyName}: ${M.subscribed}.`],
      links: [
        { label: 'Unsubscribe', href: `unsubscribe?token=${encodeURIComponent(query.token)}` },
        DASHBOARD,
      ],
    }));
  }

  private async answer(
    pattern: string,
    query: RequirementDigestTokenQuery,
    call: CallContext,
    reply: FastifyReply,
    page: (done: RequirementDigestSubscriptionDto) => DigestPage,
  ): Promise<void> {
    let status = 200;
    let content: DigestPage;
    try {
      content = page(await this.services.send<RequirementDigestSubscriptionDto>(pattern, query, call));
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() !== 404) throw error;
      status = 404;
      content = { title: 'Link not valid', paragraphs: [M.unknownToken], links: [DASHBOARD] };
    }
    await reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DIGEST_PAGE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(digestPageHtml(content));
  }
}
