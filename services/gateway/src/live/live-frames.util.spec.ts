import type { FeedEvent } from '@ped/nest-kit';
import { liveItemFor, principalKey, sseFrame } from './live-frames.util.js';

const event = (subject: string, data: unknown, sequence = 42): FeedEvent => ({
  subject,
  sequence,
  envelope: { id: 'e', type: subject, occurredAt: '2026-11-25T00:00:00.000Z', version: 1, data },
});

describe('live frames: which conversation event goes to whom, as Server-Sent Events', () => {
  const sent = {
    messageId: 9,
    conversationId: 3,
    buyerId: 12,
    exporterId: 5,
    exporterUserId: 7,
    senderType: 'buyer',
    preview: 'Line one\nline two',
    createdAt: '2026-11-25T00:00:00.000Z',
    flags: [],
  };

  it('frames an event with its id, name and one-line JSON data', () => {
    expect(sseFrame(42, 'message', { preview: 'a\nb' })).toBe(
      'id: 42\nevent: message\ndata: {"preview":"a\\nb"}\n\n',
    );
  });

  it('pushes a message to both parties: the buyer and the exporter’s owning account', () => {
    const item = liveItemFor(event('messaging.message.sent', sent), 1000);
    expect(item).toEqual({
      sequence: 42,
      recipients: ['buyer:12', 'user:7'],
      frame: sseFrame(42, 'message', sent),
      at: 1000,
    });
  });

  it('names conversation and read events, and leaves out an exporter without an account', () => {
    const parties = { conversationId: 3, buyerId: 12, exporterUserId: null };
    expect(liveItemFor(event('messaging.conversation.created', parties))?.frame).toContain(
      'event: conversation',
    );
    expect(
      liveItemFor(event('messaging.conversation.status_changed', { ...parties, status: 'archived' }))?.frame,
    ).toContain('event: conversation');
    const read = liveItemFor(event('messaging.conversation.read', { ...parties, readerType: 'buyer' }));
    expect(read?.frame).toContain('event: read');
    expect(read?.recipients).toEqual(['buyer:12']);
  });

  it('pushes nothing for reports, inquiries or unreadable events', () => {
    expect(liveItemFor(event('messaging.report.filed', { buyerId: 12 }))).toBeUndefined();
    expect(liveItemFor(event('messaging.contact_request.created', { id: 1 }))).toBeUndefined();
    expect(liveItemFor({ subject: 'messaging.message.sent', sequence: 1 })).toBeUndefined();
  });

  it('keys principals by kind and id', () => {
    expect(principalKey({ kind: 'user', id: 7 })).toBe('user:7');
  });
});
