import { ResumeBuffer } from './live-buffer.util.js';
import type { LiveItem } from './live-frames.util.js';

const item = (sequence: number, recipients = ['buyer:1'], at = 0): LiveItem => ({
  sequence,
  recipients,
  frame: `id: ${sequence}\n\n`,
  at,
});
const sequences = (items: LiveItem[] | undefined) => items?.map((found) => found.sequence);

describe('ResumeBuffer: what a reconnecting browser missed, or that it must resync', () => {
  const limits = { maxEvents: 100, maxAgeMs: 60_000 };

  it('promises nothing until its feed is live, and nothing once it stops', () => {
    const buffer = new ResumeBuffer(limits);
    expect(buffer.position).toBeNull();
    expect(buffer.after(0, 'buyer:1', 0)).toBeUndefined();
    buffer.restart(5);
    expect(buffer.position).toBe(4);
    buffer.stop();
    expect(buffer.after(4, 'buyer:1', 0)).toBeUndefined();
  });

  it("replays the recipient's events after the id, in order, and not another's", () => {
    const buffer = new ResumeBuffer(limits);
    buffer.restart(10);
    buffer.add(item(10));
    buffer.add(item(11, ['user:7']));
    buffer.seen(12); // e.g. a report: moves the position, pushes nothing
    buffer.add(item(13, ['buyer:1', 'user:7']));
    expect(buffer.position).toBe(13);
    expect(sequences(buffer.after(9, 'buyer:1', 0))).toEqual([10, 13]);
    expect(sequences(buffer.after(10, 'buyer:1', 0))).toEqual([13]);
    expect(sequences(buffer.after(10, 'user:7', 0))).toEqual([11, 13]);
    expect(sequences(buffer.after(13, 'buyer:1', 0))).toEqual([]);
  });

  it('an id from a gateway further ahead gets nothing yet (the stream filters what comes later)', () => {
    const buffer = new ResumeBuffer(limits);
    buffer.restart(10);
    buffer.add(item(10));
    expect(sequences(buffer.after(20, 'buyer:1', 0))).toEqual([]);
  });

  it('asks for a resync when the id is older than what it saw since its feed (re)started', () => {
    const buffer = new ResumeBuffer(limits);
    buffer.restart(10);
    buffer.add(item(10));
    expect(buffer.after(8, 'buyer:1', 0)).toBeUndefined();
    buffer.restart(20); // the feed was down: 11-19 may have been missed
    expect(buffer.after(10, 'buyer:1', 0)).toBeUndefined();
    expect(sequences(buffer.after(19, 'buyer:1', 0))).toEqual([]);
  });

  it('forgets beyond its limits, and then asks ids before the forgotten ones to resync', () => {
    const buffer = new ResumeBuffer({ maxEvents: 3, maxAgeMs: 1000 });
    buffer.restart(1);
    for (const sequence of [1, 2, 3, 4]) buffer.add(item(sequence, ['buyer:1'], 0));
    expect(buffer.after(0, 'buyer:1', 0)).toBeUndefined(); // 1 was forgotten
    expect(sequences(buffer.after(1, 'buyer:1', 0))).toEqual([2, 3, 4]);
    buffer.add(item(5, ['buyer:1'], 900));
    expect(sequences(buffer.after(4, 'buyer:1', 1500))).toEqual([5]); // 2-4 aged out at 1500 ms
    expect(buffer.after(3, 'buyer:1', 1500)).toBeUndefined();
  });
});
