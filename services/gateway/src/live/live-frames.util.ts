import type { Principal } from '@ped/contracts';
import type { EventData, EventSubject } from '@ped/contracts/events';
import { MESSAGING_SUBJECTS } from '@ped/contracts/messaging';
import type { FeedEvent } from '@ped/nest-kit';

/** The `event:` names a browser listens for (`resync`: refetch, events were missed). */
export type LiveEventName = 'message' | 'conversation' | 'read' | 'resync';

/** One pushed event: its stream sequence (the SSE id), who gets it, and its text on the wire. */
export interface LiveItem {
  sequence: number;
  recipients: string[];
  frame: string;
  /** When it arrived (ms), to age the resume buffer. */
  at: number;
}

/** A connection's owner, as the registry, the buffer and presence name it: `buyer:12`, `user:7`. */
export const principalKey = (principal: Pick<Principal, 'kind' | 'id'>): string =>
  `${principal.kind}:${principal.id}`;

/** Server-Sent Events framing; `data` is JSON, so it never holds a line break. */
export function sseFrame(id: number, event: LiveEventName, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

type Parties = { buyerId: number; exporterUserId: number | null };

const PUSHED = {
  [MESSAGING_SUBJECTS.messageSent]: 'message',
  [MESSAGING_SUBJECTS.conversationCreated]: 'conversation',
  [MESSAGING_SUBJECTS.conversationStatusChanged]: 'conversation',
  [MESSAGING_SUBJECTS.conversationRead]: 'read',
} as const satisfies Partial<Record<EventSubject, LiveEventName>>;

type PushedSubject = keyof typeof PUSHED;

/** Both parties of a conversation: the buyer, and the exporter's owning account when it has one. */
function recipientsOf({ buyerId, exporterUserId }: Parties): string[] {
  return [
    principalKey({ kind: 'buyer', id: buyerId }),
    ...(exporterUserId === null ? [] : [principalKey({ kind: 'user', id: exporterUserId })]),
  ];
}

/**
 * What a conversation event pushes, to whom: the event's data as it is, to both parties (the
 * sender's other tabs follow too). Undefined for events nobody's stream shows (reports, inquiries)
 * and for unreadable ones.
 */
export function liveItemFor(event: FeedEvent, at = Date.now()): LiveItem | undefined {
  if (!(event.subject in PUSHED) || !event.envelope) return undefined;
  const name = PUSHED[event.subject as PushedSubject];
  const data = event.envelope.data as EventData<PushedSubject>;
  if (typeof data?.buyerId !== 'number') return undefined;
  return {
    sequence: event.sequence,
    recipients: recipientsOf(data),
    frame: sseFrame(event.sequence, name, data),
    at,
  };
}
