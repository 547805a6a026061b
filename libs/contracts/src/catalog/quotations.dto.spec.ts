import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { TRADE_TERMS_MESSAGES as M } from '../options/trade-terms.constants.js';
import { PostRequirementCommand } from './buyer.dto.js';
import { endOfDayUtc, isDateAhead, todayUtc } from './trade-terms.rules.js';
import { QuotationCommand } from './quotations.dto.js';
import { quotationSummary } from './quotation-summary.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function fieldErrors<T extends object>(type: new () => T, plain: object) {
  const errors = await validate(plainToInstance(type, plain), {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  const flat = (list: typeof errors, parent = ''): Record<string, string[]> =>
    Object.assign(
      {},
      ...list.map((error) => {
        const field = parent ? `${parent}.${error.property}` : error.property;
        return {
          ...(error.constraints ? { [field]: Object.values(error.constraints) } : {}),
          ...flat(error.children ?? [], field),
        };
      }),
    );
  return flat(errors);
}

describe('buying request dates', () => {
  it('takes today (UTC) up to a year ahead, as real calendar dates', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(isDateAhead('2026-03-10', now)).toBe(true);
    expect(isDateAhead('2027-03-10', now)).toBe(true);
    expect(isDateAhead('2027-03-11', now)).toBe(false);
    expect(isDateAhead('2026-03-09', now)).toBe(false);
    expect(isDateAhead('2026-02-30', now)).toBe(false);
    expect(isDateAhead('2026-03-10T00:00:00Z', now)).toBe(false);
    expect(todayUtc(now)).toBe('2026-03-10');
  });

  it('a deadline ends with its day (UTC): the requirement’s expiry', () => {
    expect(endOfDayUtc('2026-03-10').toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });
});

describe('PostRequirementCommand’s structured fields', () => {
  const valid = {
    title: 'Basmati',
    description: 'Sella',
    quantityAmount: '500',
    quantityUnit: 'MT',
    incoterm: 'CIF',
    destination: 'Hamburg',
    deadline: inDays(10),
  };

  it('accepts them (amounts as text from a form)', async () => {
    expect(await fieldErrors(PostRequirementCommand, valid)).toEqual({});
    expect(
      await fieldErrors(PostRequirementCommand, { ...valid, targetPrice: 900, targetCurrency: 'USD' }),
    ).toEqual({});
  });

  it('takes the spec’s short request: title and description, the rest as free text', async () => {
    expect(await fieldErrors(PostRequirementCommand, { title: 'Basmati', description: 'Sella' })).toEqual({});
    expect(
      await fieldErrors(PostRequirementCommand, {
        title: 'Cotton towels',
        description: 'Hotel quality, 500 gsm',
        categoryId: 1,
        quantity: '20000 pcs',
        budgetRange: 'USD 40,000',
        timeline: 'March',
        deliveryLocation: 'Hamburg, Germany',
        paymentTerms: 'LC at sight',
        isPublic: true,
      }),
    ).toEqual({});
  });

  it('needs a unit with a quantity, and refuses what is given of the rest as before', async () => {
    expect(
      await fieldErrors(PostRequirementCommand, {
        title: 'Basmati',
        description: 'Sella',
        quantityAmount: 20,
      }),
    ).toEqual({ quantityUnit: [M.quantityUnit] });
    expect(
      await fieldErrors(PostRequirementCommand, {
        title: 'Basmati',
        description: 'Sella',
        quantityAmount: -1,
        quantityUnit: 'barrels',
        destination: 'x'.repeat(256),
      }),
    ).toEqual({
      quantityAmount: expect.arrayContaining([M.quantityAmount]),
      quantityUnit: [M.quantityUnit],
      destination: [M.destinationTooLong],
    });
  });

  it('refuses an amount with more than 4 decimals, however JSON writes it, naming the field', async () => {
    for (const amount of [1e-7, 5e-324, 0.12345, 2.5e-5]) {
      expect(
        await fieldErrors(PostRequirementCommand, {
          title: 'Basmati',
          description: 'Sella',
          quantityAmount: amount,
          quantityUnit: 'MT',
        }),
      ).toEqual({ quantityAmount: expect.arrayContaining([M.quantityAmount]) });
    }
    expect(
      await fieldErrors(PostRequirementCommand, {
        title: 'Basmati',
        description: 'Sella',
        quantityAmount: 12.5001,
        quantityUnit: 'MT',
      }),
    ).toEqual({});
  });

  it('refuses a target price without a currency, a bad Incoterm and a past deadline', async () => {
    expect(
      await fieldErrors(PostRequirementCommand, {
        ...valid,
        targetPrice: 5,
        incoterm: 'FOBB',
        deadline: '2020-01-01',
      }),
    ).toEqual({ targetCurrency: [M.currency], incoterm: [M.incoterm], deadline: [M.deadline] });
    expect(await fieldErrors(PostRequirementCommand, { ...valid, specValues: ['x'] })).toEqual({
      specValues: [M.specValues],
    });
  });
});

describe('QuotationCommand', () => {
  const valid = {
    message: 'We can ship in 30 days.',
    unitPrice: 420.5,
    currency: 'USD',
    unit: 'MT',
    leadTimeDays: 30,
    incoterm: 'FOB',
    validUntil: inDays(20),
  };

  it('accepts a full quotation with ascending price tiers and links', async () => {
    expect(
      await fieldErrors(QuotationCommand, {
        ...valid,
        priceTiers: [
          { minQuantity: 100, unitPrice: 410 },
          { minQuantity: 500, unitPrice: '400' },
        ],
        minimumOrder: 25,
        portOfLoading: 'Karachi',
        attachments: ['https://example.com/spec.pdf'],
      }),
    ).toEqual({});
  });

  it('names each refused field', async () => {
    expect(
      await fieldErrors(QuotationCommand, {
        message: ' ',
        unitPrice: 0,
        currency: 'BTC',
        unit: 'tons',
        leadTimeDays: 0,
        incoterm: 'XYZ',
        validUntil: 'soon',
        priceTiers: [
          { minQuantity: 500, unitPrice: 400 },
          { minQuantity: 100, unitPrice: 410 },
        ],
        attachments: ['ftp://example.com/a', 'x', 'y', 'z', 'w', 'v'],
      }),
    ).toEqual({
      message: expect.arrayContaining([M.quotationMessage]),
      unitPrice: [M.unitPrice],
      currency: [M.currency],
      unit: [M.unit],
      leadTimeDays: [M.leadTimeDays],
      incoterm: [M.incoterm],
      validUntil: [M.validUntil],
      priceTiers: [M.priceTiers],
      attachments: expect.arrayContaining([M.attachments]),
    });
    expect(await fieldErrors(QuotationCommand, { ...valid, priceTiers: [{ minQuantity: 10 }] })).toEqual({
      priceTiers: [M.priceTiers],
    });
  });

  it('reads as the conversation’s first message', () => {
    expect(
      quotationSummary(
        { title: 'Basmati 1121', destination: 'Hamburg, Germany' },
        {
          message: 'We can ship in 30 days.',
          unitPrice: 420.5,
          currency: 'USD',
          unit: 'MT',
          priceTiers: [{ minQuantity: 500, unitPrice: 400 }],
          minimumOrder: 25,
          leadTimeDays: 30,
          incoterm: 'FOB',
          portOfLoading: 'Karachi',
          validUntil: '2026-12-31',
          attachments: ['https://example.com/spec.pdf'],
        },
      ),
    ).toBe(
      [
        'Quotation for “Basmati 1121”',
        'Price: USD 420.50 per MT, FOB Karachi, to Hamburg, Germany',
        'From 500 MT: USD 400.00 per MT',
        'Minimum order: 25 MT',
        'Lead time: 30 days',
        'Valid until: 2026-12-31',
        '',
        'We can ship in 30 days.',
        '',
        'Attachments:',
        'https://example.com/spec.pdf',
      ].join('\n'),
    );
  });
});
