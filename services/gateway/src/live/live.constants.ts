/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
export const RECONNECT_MS = 2_000;
/** How often the open streams' sign-in sessions are checked: a stream ends within this of its session. */
export const SESSION_CHECK_MS = 1_000;
/** A gateway's presence entries last this long unless refreshed (a crashed instance's fade out). */
export const PRESENCE_TTL_MS = 60_000;
export const PRESENCE_REFRESH_MS = 20_000;
/** The resume buffer keeps at most this many events, none older than BUFFER_MAX_AGE_MS. */
export const BUFFER_MAX_EVENTS = 10_000;
export const BUFFER_MAX_AGE_MS = 10 * 60_000;
/** A connection that lets this much pile up unsent is too slow: it is closed, and resumes on reconnect. */
export const MAX_UNSENT_BYTES = 1024 * 1024;
/** One gateway claims each message's away-mail decision for this long (Redis SET NX). */
export const AWAY_CLAIM_TTL_SECONDS = 24 * 60 * 60;
