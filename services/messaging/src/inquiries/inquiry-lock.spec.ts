import { toInquiryDto, type InquiryRow } from './exporter-inquiries.sql.js';
import { isLocked, maskEmail, monthlyContactLimit } from './inquiry-lock.js';
import { inquiryReplyMail, replyWithQuote } from './inquiry-reply-mail.js';

const row = (monthRank: number): InquiryRow => ({
  channel: 'form',
  id: 7,
  buyer_name: 'Anna Becker',
  buyer_email: 'anna.becker@example.com',
  buyer_company: 'Becker Import GmbH',
  message: 'Hello',
  created_at: new Date('2026-11-03T10:00:00Z'),
  status: 'pending',
  conversation_id: null,
  decline_reason: null,
  month_rank: monthRank,
});

describe('an inquiry sent as the first message of a conversation', () => {
  it('names the buyer, else the company, else says the buyer is unknown', () => {
    const message = { ...row(0), channel: 'message' as const, conversation_id: 7 };
    expect(toInquiryDto(message, 10)).toMatchObject({
      channel: 'message',
      buyerName: 'Anna Becker',
      locked: false,
    });
    expect(toInquiryDto({ ...message, buyer_name: null }, 10).buyerName).toBe('Becker Import GmbH');
    expect(toInquiryDto({ ...message, buyer_name: null, buyer_company: null }, 10).buyerName).toBe('Unknown');
  });
});

describe("Basic's monthly allowance of inquiries with contact details", () => {
  it('shows the first 10 of a month on Basic and every one on premium', () => {
    expect(monthlyContactLimit('basic')).toBe(10);
    expect(monthlyContactLimit('premium')).toBeNull();
    expect(isLocked(row(10), 10)).toBe(false);
    expect(isLocked(row(11), 10)).toBe(true);
    expect(isLocked(row(500), null)).toBe(false);
  });

  it('masks a locked inquiry’s e-mail to its first letter and domain, and nothing else', () => {
    expect(toInquiryDto(row(11), 10)).toMatchObject({
      locked: true,
      buyerEmail: 'a•••@example.com',
      buyerName: 'Anna Becker',
      buyerCompany: 'Becker Import GmbH',
      createdAt: '2026-11-03T10:00:00.000Z',
    });
    expect(toInquiryDto(row(1), 10)).toMatchObject({ locked: false, buyerEmail: 'anna.becker@example.com' });
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('élan@exemple.fr')).toBe('é•••@exemple.fr');
  });
});

describe('the reply e-mail to a visitor', () => {
  it('quotes the inquiry, names where to answer and escapes the HTML', () => {
    const mail = inquiryReplyMail({
      buyerName: 'Li <Wei>',
      companyName: 'Indus & Sons',
      exporterEmail: 'sales@indus.example',
      reply: 'Yes, <b>we</b> can.',
      inquiry: 'Do you ship?\nTo Shanghai.',
    });
    expect(mail.subject).toBe('Indus & Sons replied to your inquiry');
    expect(mail.text).toContain('> Do you ship?\n> To Shanghai.');
    expect(mail.text).toContain('To answer, write to Indus & Sons at sales@indus.example.');
    expect(mail.html).toContain('Yes, &#60;b&#62;we&#60;/b&#62; can.');
    expect(mail.html).toContain('Dear Li &#60;Wei&#62;');
    expect(mail.html).not.toContain('<b>');
  });

  it('opens a conversation with the inquiry quoted above the reply', () => {
    expect(replyWithQuote('Hello\nThanks', 'Hi Anna')).toBe('> Hello\n> Thanks\n\nHi Anna');
  });
});
