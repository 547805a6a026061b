/** How far back the workspace's figures and chart go (days, UTC). */
export const EXPORTER_METRICS_DAYS = 30;
/** The response figures' window (days) and what counts as answered (hours). */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_WITHIN_HOURS = 24;
/** The response figures are shown (in public and in the workspace) from this many inquiries and conversations. */
export const RESPONSE_MIN_SAMPLES = 5;
