import { linkHost, splitLinks } from './messageLinks';

describe('links in a message', () => {
  it('are split from the text around them, without the punctuation that closes the sentence', () => {
    expect(splitLinks('See https://example.com/catalogue, or www.rice.pk.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/catalogue', host: 'example.com' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.rice.pk', host: 'www.rice.pk' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('name the host a link really leads to, not the one it pretends to', () => {
    expect(linkHost('https://mybank.com@pay-update.example')).toBe('pay-update.example');
    expect(linkHost('http://mybank.com.secure-login.example/verify')).toBe('mybank.com.secure-login.example');
    // A Cyrillic "а" in a look-alike domain shows in its ASCII (punycode) form.
    expect(linkHost('https://pаypal.com/login')).toBe('xn--pypal-4ve.com');
  });

  it('leave a message without links as one run of text', () => {
    expect(splitLinks('Price: 1,200 USD per ton (FOB Karachi).')).toEqual([
      { kind: 'text', text: 'Price: 1,200 USD per ton (FOB Karachi).' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
