import type { MessageDto, MessagePageDto } from '@ped/contracts/messaging';

/**
 * The thread the page shows: the latest page read again, joined to the older messages already read. Both come
 * from the API oldest first. When the latest page reaches back into what is held (or holds the whole thread), the
 * two join without a gap and the latest page's copy of a message wins (its read state is newer); when it does not
 * (more new messages arrived than a page holds), the held ones are dropped rather than shown with a hole.
 */
export function joinLatestPage(held: MessagePageDto | undefined, latest: MessagePageDto): MessagePageDto {
  const joined = joinOlderHeld(held, latest);
  // A read that began before a message was sent (or pushed) can answer without it, after the send's answer
  // added it. Messages are never taken back, so those the thread holds beyond the page stay.
  const last = latest.messages.at(-1)?.id ?? 0;
  const newer = held?.messages.filter((message) => message.id > last) ?? [];
  return newer.length ? { ...joined, messages: [...joined.messages, ...newer] } : joined;
}

function joinOlderHeld(held: MessagePageDto | undefined, latest: MessagePageDto): MessagePageDto {
  const first = latest.messages[0];
  const heldLast = held?.messages.at(-1);
  if (!held || !first || !heldLast || !latest.hasMore || heldLast.id < first.id) return latest;
  const older = held.messages.filter((message) => message.id < first.id);
  return { messages: [...older, ...latest.messages], hasMore: held.hasMore };
}

/** The thread with an older page (read with `before` = its first message's id) put in front. */
export function prependOlderPage(held: MessagePageDto, older: MessagePageDto): MessagePageDto {
  const firstHeld = held.messages[0]?.id ?? Number.POSITIVE_INFINITY;
  const earlier = older.messages.filter((message) => message.id < firstHeld);
  return { messages: [...earlier, ...held.messages], hasMore: older.hasMore };
}

/** The thread with a message the viewer just sent added at its end (once, however often it is added). */
export function appendMessage(held: MessagePageDto, message: MessageDto): MessagePageDto {
  if (held.messages.some((existing) => existing.id === message.id)) return held;
  return { ...held, messages: [...held.messages, message] };
}

/** The newest message of the other party not yet read by the viewer, if any (what marking read is for). */
export function lastUnreadId(thread: MessagePageDto | undefined): number | null {
  const unread = thread?.messages.filter((message) => !message.mine && !message.isRead) ?? [];
  return unread.at(-1)?.id ?? null;
}
