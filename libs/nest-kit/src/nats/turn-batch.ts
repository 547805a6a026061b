/**
 * Holds NATS writes until the current turn of the event loop has handled all its I/O, then makes
 * them together (setImmediate): nats.js sends everything queued before its flush in one socket
 * write. On these machines a socket write, with the NATS server's read and wake-up behind it,
 * costs more CPU than the rest of a cheap request; under load many requests or replies fall into
 * one turn, and a lone message waits only for the rest of its turn.
 */
export class TurnBatch {
  private queue: Array<() => void> = [];

  constructor(private readonly onError: (error: unknown) => void) {}

  add(write: () => void): void {
    if (this.queue.push(write) === 1) setImmediate(this.run);
  }

  private readonly run = (): void => {
    const writes = this.queue;
    this.queue = [];
    for (const write of writes) {
      try {
        write();
      } catch (error) {
        this.onError(error);
      }
    }
  };
}
