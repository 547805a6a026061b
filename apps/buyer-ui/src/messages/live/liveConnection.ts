import { backoffMs } from '@ped/contracts/common';

/** The live stream of the signed-in account's conversation events (Server-Sent Events, served by the gateway). */
export const LIVE_URL = '/api/live';

/** The events the stream sends (`event:` lines); each one's data is its domain event's payload. */
export const LIVE_EVENTS = ['message', 'conversation', 'read'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** The stream could not resume where it stopped: whatever it would have brought must be read again. */
const RESYNC_EVENT = 'resync';

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

export interface LiveConnectionOptions {
  onEvent: (name: LiveEventName, data: unknown) => void;
  /** Events may have been missed (a fresh stream after a failure, or the server said so): refetch. */
  onResync: () => void;
  /**
   * The server refused the stream (the browser gave up on an error answer): the sign-in may have ended (a
   * logout elsewhere, sessions lost), so whoever holds the signed-in user reads it again.
   */
  onRefused?: () => void;
  url?: string;
  /** For tests; the browser's by default. */
  createSource?: (url: string) => EventSource;
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/**
 * Holds one live stream open. While the connection drops and the browser reconnects by itself, it resumes from the
 * last event it saw (`Last-Event-ID`; the server replays the gap or says `resync`). When the browser gives up (an
 * error answer, the gateway down), a new stream is opened after a growing delay (1 s, 2 s, … 30 s), or at once
 * when the network comes back; a new stream cannot resume, so it counts as a resync. A tab looked at again while
 * the stream is down reads again at once. Returns `close`.
 */
export function openLiveConnection({
  onEvent,
  onResync,
  onRefused,
  url = LIVE_URL,
  createSource = (address) => new EventSource(address, { withCredentials: true }),
}: LiveConnectionOptions): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const connect = (fresh: boolean) => {
    retryTimer = undefined;
    const current = createSource(url);
    source = current;
    let opened = false;
    current.onopen = () => {
      // A stream opened anew after a failure has missed whatever came meanwhile.
      if (!opened && fresh) onResync();
      opened = true;
      failures = 0;
    };
    for (const name of LIVE_EVENTS) {
      current.addEventListener(name, (event) => onEvent(name, parse((event as MessageEvent<string>).data)));
    }
    current.addEventListener(RESYNC_EVENT, () => onResync());
    current.onerror = () => {
      // CONNECTING: the browser is reconnecting by itself (and will resume). CLOSED: it gave up.
      if (closed || current.readyState !== EventSource.CLOSED) return;
      current.close();
      onRefused?.();
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer !== undefined) return;
    const delay = backoffMs(failures + 1, FIRST_RETRY_MS, LONGEST_RETRY_MS);
    failures += 1;
    retryTimer = setTimeout(() => connect(true), delay * (0.75 + Math.random() * 0.5));
  };

  const reconnectNow = () => {
    if (closed || source?.readyState !== EventSource.CLOSED) return;
    clearTimeout(retryTimer);
    connect(true);
  };

  // Looked at again while the stream is down: read what may have changed now (the stream catches up later).
  const onVisible = () => {
    if (closed || document.visibilityState !== 'visible' || source?.readyState === EventSource.OPEN) return;
    onResync();
    reconnectNow();
  };

  connect(false);
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', onVisible);
    source?.close();
  };
}
