import type { MessageDto, MessagePageDto } from '@ped/contracts/messaging';
import { appendMessage, joinLatestPage, lastUnreadId, prependOlderPage } from './threadPages';

const message = (id: number, changes: Partial<MessageDto> = {}): MessageDto => ({
  id,
  conversationId: 1,
  content: `message ${id}`,
  senderType: 'exporter',
  createdAt: '2026-11-25T10:00:00.000Z',
  isRead: false,
  mine: false,
  flags: [],
  warning: null,
  ...changes,
});
const page = (ids: number[], hasMore: boolean): MessagePageDto => ({
  messages: ids.map((id) => message(id)),
  hasMore,
});
const ids = (thread: MessagePageDto) => thread.messages.map((m) => m.id);

describe('the thread a page holds', () => {
  it('keeps the older messages read before when the latest page reaches back into them', () => {
    const held = page([2, 3, 5, 8], false);
    const latest = { messages: [message(5), message(8, { isRead: true }), message(9)], hasMore: true };
    const joined = joinLatestPage(held, latest);
    expect(ids(joined)).toEqual([2, 3, 5, 8, 9]);
    expect(joined.hasMore).toBe(false);
    expect(joined.messages[3]?.isRead).toBe(true);
  });

  it('drops them, rather than show a hole, when more arrived than a page holds', () => {
    expect(ids(joinLatestPage(page([2, 3], false), page([10, 11], true)))).toEqual([10, 11]);
  });

  it('keeps a message the thread holds beyond a page read before it was sent', () => {
    expect(ids(joinLatestPage(page([3, 4, 5], false), page([3, 4], false)))).toEqual([3, 4, 5]);
    expect(ids(joinLatestPage(page([7], false), page([], false)))).toEqual([7]);
  });

  it('takes the latest page alone when it is the whole thread, or nothing was held', () => {
    expect(ids(joinLatestPage(page([2, 3], true), page([3, 4], false)))).toEqual([3, 4]);
    expect(ids(joinLatestPage(undefined, page([3, 4], true)))).toEqual([3, 4]);
  });

  it('puts an older page in front and takes its hasMore; adds a sent message once', () => {
    const older = prependOlderPage(page([5, 6], true), page([1, 2, 5], false));
    expect(ids(older)).toEqual([1, 2, 5, 6]);
    expect(older.hasMore).toBe(false);
    const sent = message(7, { mine: true });
    expect(ids(appendMessage(appendMessage(older, sent), sent))).toEqual([1, 2, 5, 6, 7]);
  });

  it("finds the other party's newest unread message, never the viewer's own", () => {
    const thread = {
      messages: [message(1), message(2, { isRead: true }), message(3, { mine: true })],
      hasMore: false,
    };
    expect(lastUnreadId(thread)).toBe(1);
    expect(lastUnreadId({ ...thread, messages: thread.messages.slice(1) })).toBeNull();
  });
});
