import { jest } from '@jest/globals';
import { openLiveConnection, type LiveEventName } from './liveConnection';

/** An EventSource the test drives: opens, sends events, fails as a browser's would. */
class FakeSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  open() {
    this.readyState = FakeSource.OPEN;
    this.onopen?.();
  }
  send(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
  /** The browser reconnects by itself (CONNECTING) or gives up (CLOSED). */
  fail(givesUp: boolean) {
    this.readyState = givesUp ? FakeSource.CLOSED : FakeSource.CONNECTING;
    this.onerror?.();
  }
}

describe('the live connection', () => {
  const original = globalThis.EventSource;
  beforeAll(() => {
    globalThis.EventSource = FakeSource as unknown as typeof EventSource;
  });
  afterAll(() => {
    globalThis.EventSource = original;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function connect() {
    const sources: FakeSource[] = [];
    const events: [LiveEventName, unknown][] = [];
    let resyncs = 0;
    let refusals = 0;
    const close = openLiveConnection({
      url: '/api/live',
      createSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
      onEvent: (name, data) => events.push([name, data]),
      onResync: () => (resyncs += 1),
      onRefused: () => (refusals += 1),
    });
    return { sources, events, resyncs: () => resyncs, refusals: () => refusals, close };
  }

  it('passes on the stream events with their data, and a resync the server asks for', () => {
    const live = connect();
    live.sources[0]!.open();
    live.sources[0]!.send('message', { conversationId: 3, messageId: 9 });
    live.sources[0]!.send('read', { conversationId: 3 });
    live.sources[0]!.send('resync', {});
    expect(live.events).toEqual([
      ['message', { conversationId: 3, messageId: 9 }],
      ['read', { conversationId: 3 }],
    ]);
    expect(live.resyncs()).toBe(1);
    live.close();
  });

  it("leaves a dropped stream to the browser's own reconnect, which resumes (no refetch)", () => {
    const live = connect();
    live.sources[0]!.open();
    live.sources[0]!.fail(false);
    jest.advanceTimersByTime(60_000);
    live.sources[0]!.open();
    expect(live.sources).toHaveLength(1);
    expect([live.resyncs(), live.refusals()]).toEqual([0, 0]);
    live.close();
  });

  it('opens a new stream after a growing delay when the browser gives up, and refetches once it is open', () => {
    const live = connect();
    live.sources[0]!.open();
    live.sources[0]!.fail(true);
    // Each refusal has the signed-in user read again.
    expect(live.refusals()).toBe(1);
    jest.advanceTimersByTime(600);
    expect(live.sources).toHaveLength(1);
    jest.advanceTimersByTime(800);
    expect(live.sources).toHaveLength(2);
    live.sources[1]!.fail(true);
    jest.advanceTimersByTime(1400);
    expect(live.sources).toHaveLength(2);
    jest.advanceTimersByTime(1200);
    expect(live.sources).toHaveLength(3);
    expect(live.resyncs()).toBe(0);
    live.sources[2]!.open();
    expect(live.resyncs()).toBe(1);
    live.close();
  });

  it('reconnects at once when the network comes back, and stops for good when closed', () => {
    const live = connect();
    live.sources[0]!.fail(true);
    window.dispatchEvent(new Event('online'));
    expect(live.sources).toHaveLength(2);
    live.close();
    expect(live.sources[1]!.readyState).toBe(FakeSource.CLOSED);
    live.sources[1]!.fail(true);
    jest.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(live.sources).toHaveLength(2);
  });

  it('reads again when the tab is looked at while the stream is down, and not while it is open', () => {
    const live = connect();
    live.sources[0]!.open();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(live.resyncs()).toBe(0);
    live.sources[0]!.fail(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(live.resyncs()).toBe(1);
    expect(live.sources).toHaveLength(2);
    live.close();
  });
});
