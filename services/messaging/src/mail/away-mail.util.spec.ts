import { awayMail, previewOf } from './away-mail.util.js';

const base = {
  senderName: 'Anna Becker (Becker Import GmbH)',
  conversationSubject: 'Basmati 1121, 2 x 40 ft',
  conversationId: 17,
  content: 'Please quote CIF Hamburg.',
  warning: null,
  publicOrigin: 'https://directory.example/',
};

describe('the away e-mail', () => {
  it('says who wrote about what, quotes the message and links to the conversation', () => {
    const mail = awayMail(base);
    expect(mail.subject).toBe('New message from Anna Becker (Becker Import GmbH): Basmati 1121, 2 x 40 ft');
    expect(mail.text).toContain('> Please quote CIF Hamburg.');
    expect(mail.text).toContain('Read and reply: https://directory.example/messages/17');
    expect(mail.html).toContain('<a href="https://directory.example/messages/17">Read and reply</a>');
  });

  it('carries no more of the message than its first 200 characters', () => {
    const content = `${'a'.repeat(200)}SECRET-REST`;
    expect(previewOf(content)).toBe(`${'a'.repeat(200)}…`);
    const mail = awayMail({ ...base, content });
    expect(mail.text).not.toContain('SECRET');
    expect(mail.html).not.toContain('SECRET');
    expect(previewOf('  short  ')).toBe('short');
  });

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    expect(previewOf('😀'.repeat(201))).toBe(`${'😀'.repeat(200)}…`);
  });

  it('escapes what the parties wrote in the HTML, and keeps the subject on one line', () => {
    const mail = awayMail({
      ...base,
      senderName: '<b>Evil</b>',
      conversationSubject: 'Hi\r\nBcc: victim@example.com',
      content: '<script>alert(1)</script> & "quotes"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;');
    expect(mail.html).toContain('&#60;b&#62;Evil&#60;/b&#62;');
    expect(mail.subject).toBe('New message from <b>Evil</b>: Hi Bcc: victim@example.com');
  });

  it("adds the site's safe-messaging warning to a flagged message", () => {
    const mail = awayMail({ ...base, warning: 'Be careful: this message asks to change bank details.' });
    expect(mail.text).toContain('Warning: Be careful: this message asks to change bank details.');
    expect(mail.html).toContain('<strong>Warning:</strong> Be careful');
  });
});
