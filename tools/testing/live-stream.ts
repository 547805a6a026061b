export interface LiveEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** A browser's EventSource, by hand: Server-Sent Events read off `GET /api/live`, with Last-Event-ID. */
export class LiveStream {
  readonly events: LiveEvent[] = [];
  /** The id the browser would resume from (set by any frame with an id, with or without data). */
  lastId?: string;
  /** The gateway ended the stream. */
  ended = false;
  /** Settles when the stream is over: ended by the gateway, broken, or closed here. */
  readonly finished: Promise<void>;
  private finish!: () => void;

  private constructor(
    readonly status: number,
    private readonly controller: AbortController,
  ) {
    this.finished = new Promise((resolve) => (this.finish = resolve));
  }

  static async open(base: string, token: string, lastEventId?: string): Promise<LiveStream> {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/live`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
      },
      signal: controller.signal,
    });
    const stream = new LiveStream(response.status, controller);
    if (response.ok) void stream.read(response.body!.getReader()).finally(stream.finish);
    else stream.finish();
    return stream;
  }

  of(event: string): LiveEvent[] {
    return this.events.filter((received) => received.event === event);
  }

  close(): void {
    this.controller.abort();
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          this.ended = true;
          return;
        }
        pending += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          this.frame(pending.slice(0, end));
          pending = pending.slice(end + 2);
        }
      }
    } catch {
      // closed here, or broken (the gateway died)
    }
  }

  private frame(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
    }
    if (fields.id !== undefined) this.lastId = fields.id;
    if (fields.data === undefined) return;
    this.events.push({
      id: fields.id,
      event: fields.event ?? 'message',
      data: JSON.parse(fields.data) as Record<string, unknown>,
      at: Date.now(),
    });
  }
}
