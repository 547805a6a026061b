import { Type } from '../responses/schema-kit.js';

/**
 * GET /api/live: Server-Sent Events (`text/event-stream`), not JSON. Each event has an `id` (the stream
 * sequence), an event name (`message`, `conversation`, `read` or `resync`) and the event's data as JSON.
 */
export const LiveEventStreamSchema = Type.String();
