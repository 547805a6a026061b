import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Principal } from '@ped/contracts';
import { LiveEventStreamSchema } from '@ped/contracts/responses';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import type { SessionRequest } from '../../auth/jwt.strategy.js';
import { principalKey } from '../../live/live-frames.util.js';
import { LiveStreamsService } from '../../live/live-streams.service.js';
import { Answers } from '../../openapi/answers.js';

/** A stream sequence; anything else cannot be resumed from (the browser is told to resync). */
const SEQUENCE = /^\d{1,15}$/;

@ApiTags('messaging')
@Controller('live')
export class LiveController {
  constructor(private readonly streams: LiveStreamsService) {}

  /**
   * The signed-in buyer's or exporter's live stream (Server-Sent Events) of their conversations: each
   * event has an `id` (the stream sequence) and is `message`, `conversation` or `read`, with the event's
   * data as JSON. A browser that reconnects sends `Last-Event-ID` and gets what it missed, or `resync`
   * when it must refetch instead. A comment line every 25 seconds keeps the connection open.
   */
  @Get()
  @SignedIn('buyer', 'user')
  @UseGuards(ExporterRoleGuard)
  @ApiProduces('text/event-stream')
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: "The last event's id the browser saw (EventSource sends it on reconnect)",
  })
  @Answers({
    200: { description: 'The event stream (text/event-stream)', schema: LiveEventStreamSchema },
    401: 'Not signed in',
    403: 'Administrators have no conversations',
  })
  async stream(
    @Req() request: SessionRequest & { user?: Principal | null },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const principal = request.user!;
    const given = request.headers['last-event-id'];
    const lastEventId =
      given === undefined
        ? undefined
        : typeof given === 'string' && SEQUENCE.test(given)
          ? Number(given)
          : -1;
    const socket = request.raw.socket;
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 30_000);
    socket.setTimeout(0);
    const body = await this.streams.open(
      principalKey(principal),
      request.accessSession!,
      reply.raw,
      lastEventId,
    );
    if (!body) return;
    // Sent through Fastify, so its hooks run: the request id, and the cookies of a session refreshed just now.
    void reply
      .headers({
        'content-type': 'text/event-stream; charset=utf-8',
        // Never cached, never transformed (compressed) on the way, never buffered by a proxy.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      })
      .send(body);
  }
}
