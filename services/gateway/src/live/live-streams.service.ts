import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { METRICS, readOnScrape } from '@ped/telemetry';
import { ResumeBuffer } from './live-buffer.util.js';
import { sseFrame, type LiveItem } from './live-frames.util.js';
import {
  BUFFER_MAX_AGE_MS,
  BUFFER_MAX_EVENTS,
  HEARTBEAT_MS,
  MAX_UNSENT_BYTES,
  PRESENCE_REFRESH_MS,
  RECONNECT_MS,
  SESSION_CHECK_MS,
} from './live.constants.js';
import { RefreshSessionsService } from '../auth/refresh-sessions.service.js';
import { LivePresenceService } from './live-presence.service.js';

/** One open stream: a browser tab of `principal`, written through `body` (piped to the response). */
class LiveStream {
  constructor(
    readonly principal: string,
    /** The sign-in session it was opened in: the stream ends with it. */
    readonly session: string,
    private readonly body: PassThrough,
    private readonly response: ServerResponse,
    /** The last id this browser has: later events only, so a resumed stream never repeats one. */
    public lastSequence: number,
  ) {}

  push(item: LiveItem): void {
    if (item.sequence <= this.lastSequence) return;
    this.lastSequence = item.sequence;
    this.write(item.frame);
  }

  write(text: string): void {
    if (this.body.destroyed) return;
    this.body.write(text);
    // A browser that does not read: drop it rather than hold its backlog; it resumes on reconnect.
    if (this.body.writableLength + this.body.readableLength > MAX_UNSENT_BYTES) {
      this.body.destroy();
      this.response.destroy();
    }
  }

  end(): void {
    this.body.end();
  }
}

/**
 * The live streams open on this gateway instance, by principal, and the resume buffer they share.
 * The instance's feed of messaging events (`LiveEventsListener`) delivers each event here, and each
 * goes to the open streams of its recipients. A reconnecting browser names the last event it saw
 * (`Last-Event-ID`) and gets what it missed from the buffer, or `resync` when the buffer cannot
 * promise that (then it refetches). Presence in Redis tells every gateway who has a stream open.
 */
@Injectable()
export class LiveStreamsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private readonly streams = new Map<string, Set<LiveStream>>();
  /** Streams between their presence refresh and their registration, per principal. */
  private readonly opening = new Map<string, number>();
  private readonly buffer = new ResumeBuffer({ maxEvents: BUFFER_MAX_EVENTS, maxAgeMs: BUFFER_MAX_AGE_MS });
  private timers: NodeJS.Timeout[] = [];
  private stopMeasuring = () => {};

  constructor(
    private readonly presence: LivePresenceService,
    private readonly sessions: RefreshSessionsService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'LiveStreams' });
  }

  onModuleInit(): void {
    this.stopMeasuring = readOnScrape(METRICS.liveStreamsOpen, () => [{ value: this.openCount }]);
    this.timers = [
      setInterval(() => this.everyStream((stream) => stream.write(': ping\n\n')), HEARTBEAT_MS),
      setInterval(() => void this.presence.refresh(this.streams.keys()), PRESENCE_REFRESH_MS),
      setInterval(() => void this.closeEndedSessions(), SESSION_CHECK_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Streams end with the instance: browsers reconnect (to another instance) and resume. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopMeasuring();
    for (const timer of this.timers) clearInterval(timer);
    const principals = [...this.streams.keys()];
    this.everyStream((stream) => stream.end());
    this.streams.clear();
    await Promise.all(principals.map((principal) => this.presence.leave(principal)));
  }

  /** How many streams are open here (for logs and the bench). */
  get openCount(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  isOpenHere(principal: string): boolean {
    return this.streams.has(principal);
  }

  /**
   * Opens a stream for the request answered by `response`, once this principal counts as present, and
   * returns its body (to send as the answer): what the browser missed since `lastEventId`, or the
   * point to resume from next time; then every new event for `principal`. Undefined when the browser
   * left meanwhile.
   */
  async open(
    principal: string,
    session: string,
    response: ServerResponse,
    lastEventId: number | undefined,
  ): Promise<PassThrough | undefined> {
    const state: { closed: boolean; stream?: LiveStream } = { closed: false };
    response.once('close', () => {
      state.closed = true;
      if (state.stream) this.close(state.stream);
    });
    // Present before the first byte: once a browser sees its stream open, no away e-mail goes out. While
    // it is opening, another stream of the principal closing here must not take the presence away.
    this.opening.set(principal, (this.opening.get(principal) ?? 0) + 1);
    try {
      await this.presence.refresh([principal]);
    } finally {
      const left = (this.opening.get(principal) ?? 1) - 1;
      if (left > 0) this.opening.set(principal, left);
      else this.opening.delete(principal);
    }
    if (state.closed) {
      this.leaveIfGone(principal);
      return undefined;
    }
    // From here on synchronous: nothing can be delivered between the replay and the registration.
    const body = new PassThrough();
    const position = this.buffer.position;
    const stream = new LiveStream(principal, session, body, response, lastEventId ?? position ?? 0);
    state.stream = stream;
    const missed = lastEventId === undefined ? [] : this.buffer.after(lastEventId, principal);
    let opening = `retry: ${RECONNECT_MS}\n\n`;
    if (lastEventId === undefined && position !== null) {
      // An id without data sets the browser's last event id: a drop before any event still resumes.
      opening += `id: ${position}\n\n`;
    } else if (missed === undefined) {
      opening += position === null ? 'event: resync\ndata: {}\n\n' : sseFrame(position, 'resync', {});
      stream.lastSequence = Math.max(stream.lastSequence, position ?? 0);
    }
    stream.write(opening);
    for (const item of missed ?? []) stream.push(item);
    let set = this.streams.get(principal);
    if (!set) this.streams.set(principal, (set = new Set()));
    set.add(stream);
    return body;
  }

  /** An event for its recipients' open streams (and the resume buffer). */
  deliver(item: LiveItem): void {
    this.buffer.add(item);
    for (const principal of item.recipients) {
      for (const stream of this.streams.get(principal) ?? []) stream.push(item);
    }
  }

  /** An event of the stream that nobody's page shows: the resume position moves on all the same. */
  seen(sequence: number): void {
    this.buffer.seen(sequence);
  }

  /**
   * The feed is live (again) from `nextSequence`: whatever was published while it was not is
   * unknown here, so every open stream is told to refetch, and resumes from this point.
   */
  restart(nextSequence: number): void {
    this.buffer.restart(nextSequence);
    const frame = sseFrame(nextSequence - 1, 'resync', {});
    this.everyStream((stream) => {
      stream.lastSequence = Math.max(stream.lastSequence, nextSequence - 1);
      stream.write(frame);
    });
    if (this.openCount > 0) this.logger.info(`live feed back: ${this.openCount} streams told to resync`);
  }

  /** The feed stopped: no resume can be promised until it restarts. */
  stop(): void {
    this.buffer.stop();
  }

  /**
   * Streams of sessions that have ended since (logout, password change, removal…) are ended: the browser's
   * reconnect then finds itself signed out.
   */
  private async closeEndedSessions(): Promise<void> {
    const sessions = new Set<string>();
    this.everyStream((stream) => sessions.add(stream.session));
    try {
      const ended = await this.sessions.closed([...sessions]);
      if (ended.size > 0) this.everyStream((stream) => ended.has(stream.session) && stream.end());
    } catch (error) {
      this.logger.warn(`could not check the streams' sessions: ${String(error)}`);
    }
  }

  private close(stream: LiveStream): void {
    const set = this.streams.get(stream.principal);
    if (!set?.delete(stream) || set.size > 0) return;
    this.streams.delete(stream.principal);
    this.leaveIfGone(stream.principal);
  }

  /** Takes the principal's presence here away once it has no stream open or opening here. */
  private leaveIfGone(principal: string): void {
    if (this.streams.has(principal) || this.opening.has(principal)) return;
    void this.presence.leave(principal);
  }

  private everyStream(act: (stream: LiveStream) => void): void {
    for (const set of this.streams.values()) for (const stream of set) act(stream);
  }
}
