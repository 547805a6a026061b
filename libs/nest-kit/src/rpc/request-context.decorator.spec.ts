import { requestContextOf } from './request-context.decorator.js';

describe('requestContextOf', () => {
  it("is the message's principal, request id and client, without its data", () => {
    const principal = { kind: 'buyer', id: 7 } as const;
    const client = { ip: '203.0.113.9', userAgent: 'test' };
    expect(requestContextOf({ data: { secret: 1 }, requestId: 'r-1', principal, client })).toEqual({
      requestId: 'r-1',
      principal,
      client,
    });
  });

  it('is anonymous, with a placeholder id, for a message without them', () => {
    expect(requestContextOf({ data: {} })).toEqual({ requestId: 'none' });
    expect(requestContextOf(undefined)).toEqual({ requestId: 'none' });
  });
});
