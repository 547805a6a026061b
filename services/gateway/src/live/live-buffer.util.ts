import type { LiveItem } from './live-frames.util.js';

export interface ResumeBufferLimits {
  maxEvents: number;
  maxAgeMs: number;
}

/**
 * The recent pushed events of one gateway instance, so a reconnecting browser (`Last-Event-ID`)
 * gets what it missed. The ids are JetStream stream sequences, the same on every instance, so a
 * browser may resume on another gateway than the one it left. The buffer answers only when it is
 * sure it holds every event after the given id: it knows from which sequence its feed has seen
 * everything, and moves that point up as it forgets old events. Otherwise the browser must resync.
 */
export class ResumeBuffer {
  private items: LiveItem[] = [];
  /** Every event after this sequence was seen (or is still to come); null while the feed is down. */
  private completeAfter: number | null = null;
  private last = 0;

  constructor(private readonly limits: ResumeBufferLimits) {}

  /** The feed is live from `nextSequence` on; what came before is unknown (missed while down). */
  restart(nextSequence: number): void {
    this.items = [];
    this.completeAfter = nextSequence - 1;
    this.last = nextSequence - 1;
  }

  /** The feed stopped: events may be missed from now on, so no resume can be promised. */
  stop(): void {
    this.items = [];
    this.completeAfter = null;
  }

  get live(): boolean {
    return this.completeAfter !== null;
  }

  /** The id a new connection starts from: the last sequence this instance has seen. */
  get position(): number | null {
    return this.completeAfter === null ? null : this.last;
  }

  /** Notes an event of the stream (pushed or not, e.g. a report): the position moves on. */
  seen(sequence: number): void {
    this.last = Math.max(this.last, sequence);
  }

  add(item: LiveItem): void {
    this.seen(item.sequence);
    this.items.push(item);
    this.forget(item.at);
  }

  /**
   * The events for `recipient` after `lastId`, oldest first; undefined when some of them may be
   * missing here (the id is older than what the buffer is sure of, or the feed is down).
   */
  after(lastId: number, recipient: string, now = Date.now()): LiveItem[] | undefined {
    this.forget(now);
    if (this.completeAfter === null || lastId < this.completeAfter) return undefined;
    const start = this.firstAfter(lastId);
    const found: LiveItem[] = [];
    for (let i = start; i < this.items.length; i += 1) {
      const item = this.items[i]!;
      if (item.recipients.includes(recipient)) found.push(item);
    }
    return found;
  }

  /** Drops events beyond the limits; the buffer is complete only after the last one dropped. */
  private forget(now: number): void {
    let drop = Math.max(0, this.items.length - this.limits.maxEvents);
    while (drop < this.items.length && now - this.items[drop]!.at > this.limits.maxAgeMs) drop += 1;
    if (drop === 0) return;
    const lastDropped = this.items[drop - 1]!.sequence;
    this.items = this.items.slice(drop);
    if (this.completeAfter !== null) this.completeAfter = Math.max(this.completeAfter, lastDropped);
  }

  /** Index of the first item with a sequence above `id` (items are in sequence order). */
  private firstAfter(id: number): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.items[middle]!.sequence <= id) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
