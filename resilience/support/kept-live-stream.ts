import { LiveStream } from '../../tools/testing/live-stream.js';

/** How long a browser waits before opening a dropped stream again (the gateway's SSE `retry`, RECONNECT_MS). */
const RETRY_MS = 2000;

/**
 * A browser tab's live stream as EventSource keeps it: when the stream drops, it is opened again after the
 * retry time with the last id seen (`Last-Event-ID`), through the edge, so on whichever gateway answers.
 */
export class KeptLiveStream {
  private readonly streams: LiveStream[] = [];
  private closed = false;
  /** For each drop: milliseconds until a stream was open again. */
  readonly reconnectsMs: number[] = [];

  private constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  static async open(base: string, token: string): Promise<KeptLiveStream> {
    const kept = new KeptLiveStream(base, token);
    const first = await LiveStream.open(base, token);
    if (first.status !== 200) throw new Error(`live stream: ${first.status}`);
    kept.streams.push(first);
    void kept.keep(first);
    return kept;
  }

  /** Every message id pushed, across the reconnects, as often as it came. */
  messageIds(): number[] {
    return this.streams.flatMap((stream) =>
      stream.of('message').map((event) => Number(event.data.messageId)),
    );
  }

  /** How often the gateway said it could not resume (the browser then refetches). */
  resyncs(): number {
    return this.streams.reduce((n, stream) => n + stream.of('resync').length, 0);
  }

  /** Whether the stream now open has seen its first frame (it is registered on its gateway). */
  get ready(): boolean {
    return this.streams.at(-1)!.lastId !== undefined;
  }

  close(): void {
    this.closed = true;
    for (const stream of this.streams) stream.close();
  }

  private async keep(stream: LiveStream): Promise<void> {
    await stream.finished;
    const dropped = Date.now();
    while (!this.closed) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      if (this.closed) return;
      const lastId = this.streams.findLast((s) => s.lastId !== undefined)?.lastId;
      const next = await LiveStream.open(this.base, this.token, lastId).catch(() => undefined);
      if (next?.status !== 200) continue;
      this.reconnectsMs.push(Date.now() - dropped);
      this.streams.push(next);
      return this.keep(next);
    }
  }
}
