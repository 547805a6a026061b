import { flagMessage, hostsIn, imitatedBrand, SAFETY_RULES, warningFor } from './safe-messaging.js';

/** Each rule's examples: messages it must flag, and ordinary trade talk it must leave alone. */
const EXAMPLES: Record<string, { flags: string[]; passes: string[] }> = {
  'bank-details-change': {
    flags: [
      'Please note our bank account has changed, kindly send the balance to the account below.',
      'Due to an audit, we have a new bank account. IBAN: PK36SCBL0000001123456702',
      'Kindly use our updated payment instructions for this invoice.',
      'Our banking details were updated last week.',
      'Please transfer the advance into our new account at Bank Alfalah.',
      'We changed our beneficiary account, details attached.',
      'Here is the new account number for the TT.',
      'Please note the change of bank details for all future payments.',
    ],
    passes: [
      'Please share your bank details for the LC.',
      'Our bank is Meezan Bank; payment by LC at sight.',
      'We updated the product catalogue with new items.',
      'Please create a new account on the site to see prices.',
      'The balance is due against the bill of lading copy.',
    ],
  },
  'wire-transfer-agent': {
    flags: [
      'Send the deposit by Western Union to our manager.',
      'We can pay through MoneyGram only.',
      'Payment via hawala is faster for us.',
      'Our payment agent in Dubai will collect the money.',
      'Please pay through our agent, he will issue the receipt.',
    ],
    passes: [
      'Our shipping agent in Karachi will collect the cargo.',
      'We accept wire transfer (TT) or LC.',
      'Please pay by telegraphic transfer to our company account.',
    ],
  },
  'invitation-letter': {
    flags: [
      'Please send an invitation letter so our director can get a visa.',
      'We need a letter of invitation from your chamber of commerce.',
      'Can your company provide visa sponsorship for two buyers?',
    ],
    passes: [
      'Thank you for the invitation to visit your booth at Heimtextil.',
      'We attach the cover letter and the invoice.',
    ],
  },
  'inspection-fee': {
    flags: [
      'Before the order, you must pay the inspection fee of USD 450 to our agency.',
      'A clearance fee is required to release the samples.',
      'Our government requires an anti-terrorism fee from new suppliers.',
      'Kindly pay the registration fee so we can list you as our supplier.',
      'There is a small fee for the inspection, paid in advance.',
    ],
    passes: [
      'Pre-shipment inspection by SGS is welcome; we bear its cost.',
      'Customs clearance charges at destination are for the buyer.',
      'Our registration number is 0123456.',
      'Halal certification is included in the price.',
    ],
  },
  'lookalike-domain': {
    flags: [
      'Please confirm payment at https://paypa1.com/invoice/8812',
      'Log in at www.paypal-secure-login.com to release the funds.',
      'Track the parcel at dhl.parcel-status.net',
      'Download the order from https://xn--pypal-4ve.com/order',
      'See the approved list on pakistanexp0rtdirectory.com/verified',
      'Our bank portal: https://hbl-payments.co/login',
      'Mail the documents to accounts@meezanbank-pk.com',
      'Confirm at maesrk.com/booking',
    ],
    passes: [
      'Pay securely at https://www.paypal.com/invoice/8812',
      'Our bank: https://www.hbl.com and https://www.meezanbank.com',
      'Track the parcel at https://www.dhl.com/pk-en/home/tracking.html',
      'Visit our site www.basmati-house.pk or mail sales@basmatihouse.pk',
      'Mr. McBride from mcbride-textiles.co.uk will visit.',
      'I paid by PayPal.Then I sent the receipt.',
      'Your profile on https://pakistanexportdirectory.com/exporters/12 is great.',
    ],
  },
  'off-platform': {
    flags: [
      'Please contact me on WhatsApp +92 300 1234567 for a better price.',
      'Add me on Telegram, it is easier.',
      'Write to me at ahmed.traders@gmail.com, not here.',
      'Chat with me: https://wa.me/923001234567',
      'Message me on WeChat for the catalogue.',
    ],
    passes: [
      'We can discuss the details here.',
      'Payment by telegraphic transfer.',
      'Email us at sales@basmatihouse.pk for the price list.',
      'Write to orders@mail.basmatihouse.pk for the documents.',
    ],
  },
};

describe('safe messaging rules', () => {
  it('has examples for every rule, and every rule a warning', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(SAFETY_RULES.map((rule) => rule.id).sort());
    for (const rule of SAFETY_RULES) expect(rule.warning).toMatch(/^Be careful: .{40,}/);
  });

  describe.each(Object.entries(EXAMPLES))('%s', (id, { flags, passes }) => {
    it.each(flags)('flags: %s', (message) => {
      expect(flagMessage(message)).toContain(id);
    });
    it.each(passes)('passes: %s', (message) => {
      expect(flagMessage(message)).not.toContain(id);
    });
  });

  it('flags nothing in an ordinary enquiry and its answer', () => {
    expect(
      flagMessage(
        'Dear Sir, we are looking for 2 x 40 ft containers of 1121 sella basmati, CIF Hamburg. Please quote FOB Karachi and CIF, payment by LC at sight.',
      ),
    ).toEqual([]);
    expect(
      flagMessage(
        'Thank you for your inquiry. Our price is USD 1,150/MT FOB Karachi, 25 kg PP bags, shipment within 30 days of the LC. Samples by DHL on request.',
      ),
    ).toEqual([]);
  });

  it('sees through invisible characters, other scripts and spacing', () => {
    expect(flagMessage('Contact me on Whats\u200bApp please')).toContain('off-platform');
    expect(flagMessage('Our  BANK\n account   has been   CHANGED.')).toContain('bank-details-change');
    expect(flagMessage('Sign in at pаypal.com (Cyrillic а)')).toContain('lookalike-domain');
  });

  it('lists every matching rule once, in the rules’ order', () => {
    expect(
      flagMessage('Our bank account has changed; pay the inspection fee by Western Union, then WhatsApp me.'),
    ).toEqual(['bank-details-change', 'wire-transfer-agent', 'inspection-fee', 'off-platform']);
  });

  it('finds hosts of links, bare addresses and e-mail addresses, in lower case', () => {
    expect(
      hostsIn('See https://Shop.Example.com/x, www.rice.pk and mail A@B.example.org. Paid by PayPal.Then'),
    ).toEqual(['shop.example.com', 'www.rice.pk', 'b.example.org']);
  });

  it('names the brand a host imitates, and none for the brand’s own domains', () => {
    expect(imitatedBrand('secure-paypal.com.verify.io')).toBe('paypal');
    expect(imitatedBrand('www.paypal.com')).toBeNull();
    expect(imitatedBrand('online.hbl.com')).toBeNull();
    expect(imitatedBrand('hbl.co')).toBe('hbl');
    expect(imitatedBrand('alibaha.com')).toBe('alibaba');
    expect(imitatedBrand('rnaersk.com')).toBe('maersk');
  });

  it('warns the reader with each flag’s text; none for no flags or unknown ones', () => {
    const [bank, , , fee] = SAFETY_RULES;
    expect(warningFor(['bank-details-change', 'inspection-fee'])).toBe(`${bank!.warning} ${fee!.warning}`);
    expect(warningFor([])).toBeNull();
    expect(warningFor(['retired-rule'])).toBeNull();
  });
});
