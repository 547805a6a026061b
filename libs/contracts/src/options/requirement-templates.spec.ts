import { convertCurrency, EXCHANGE_RATES } from './trade-terms.constants.js';
import {
  checkTemplateValues,
  cleanTemplateValues,
  formatTemplateValue,
  type RequirementTemplate,
} from './requirement-templates.js';

const rice: RequirementTemplate = {
  fields: [
    { key: 'variety', label: 'Variety', type: 'select', options: ['1121 Basmati', 'IRRI-6'], required: true },
    { key: 'brokenPercent', label: 'Broken', type: 'number', unit: '%', min: 0, max: 100, required: true },
    {
      key: 'packing',
      label: 'Packing',
      type: 'multiselect',
      options: ['25 kg PP', '50 kg jute'],
      required: false,
    },
    { key: 'notes', label: 'Notes', type: 'text', maxLength: 10, required: false },
  ],
};

describe('checkTemplateValues (the dialog and the catalog service alike)', () => {
  it('accepts complete answers, numbers as JSON or as form text, blanks for optional fields', () => {
    expect(checkTemplateValues(rice, { variety: '1121 Basmati', brokenPercent: 2 })).toEqual([]);
    expect(
      checkTemplateValues(rice, { variety: 'IRRI-6', brokenPercent: '4.5', packing: [], notes: '  ' }),
    ).toEqual([]);
  });

  it('names each refused answer as specValues.<key>, in the template’s order, unknown keys last', () => {
    expect(
      checkTemplateValues(rice, {
        colour: 'white',
        packing: ['25 kg PP', 'crates'],
        brokenPercent: 101,
        notes: 'far too long text',
      }),
    ).toEqual([
      { field: 'specValues.variety', message: 'Variety is required' },
      { field: 'specValues.brokenPercent', message: 'Broken must be at most 100%' },
      { field: 'specValues.packing', message: 'Please choose Packing from the list' },
      { field: 'specValues.notes', message: 'Notes must be at most 10 characters' },
      { field: 'specValues.colour', message: 'colour is not a detail of this category' },
    ]);
  });

  it('demands nothing of a request that answers none of it (the spec’s short request)', () => {
    expect(checkTemplateValues(rice, {})).toEqual([]);
    expect(checkTemplateValues(rice, undefined)).toEqual([]);
    expect(checkTemplateValues(rice, { brokenPercent: '', packing: [] })).toEqual([]);
    expect(checkTemplateValues(rice, { brokenPercent: 2 })).toEqual([
      { field: 'specValues.variety', message: 'Variety is required' },
    ]);
  });

  it('refuses wrong types: text for a number, a number for a choice, a list for text', () => {
    expect(checkTemplateValues(rice, { variety: 3, brokenPercent: 'two', notes: ['x'] })).toEqual([
      { field: 'specValues.variety', message: 'Please choose Variety from the list' },
      { field: 'specValues.brokenPercent', message: 'Broken must be a number' },
      { field: 'specValues.notes', message: 'Notes must be text' },
    ]);
    expect(checkTemplateValues(rice, { variety: 'IRRI-6', brokenPercent: -1 })).toEqual([
      { field: 'specValues.brokenPercent', message: 'Broken must be at least 0%' },
    ]);
  });

  it('without a template, any answer is refused and none is fine', () => {
    expect(checkTemplateValues(null, {})).toEqual([]);
    expect(checkTemplateValues(null, undefined)).toEqual([]);
    expect(checkTemplateValues(null, { grade: 'A' })).toEqual([
      { field: 'specValues.grade', message: 'grade is not a detail of this category' },
    ]);
  });

  it('stores answers clean: trimmed, numbers as numbers, choices once, blanks and unknown keys left out', () => {
    expect(
      cleanTemplateValues(rice, {
        variety: ' IRRI-6 ',
        brokenPercent: '4.5',
        packing: ['25 kg PP', '25 kg PP'],
        notes: '',
        colour: 'white',
      }),
    ).toEqual({ variety: 'IRRI-6', brokenPercent: 4.5, packing: ['25 kg PP'] });
  });

  it('formats answers for cards and mails', () => {
    expect(formatTemplateValue(rice.fields[1]!, 4.5)).toBe('4.5%');
    expect(formatTemplateValue(rice.fields[2]!, ['25 kg PP', '50 kg jute'])).toBe('25 kg PP, 50 kg jute');
    expect(formatTemplateValue(rice.fields[0]!, undefined)).toBeNull();
  });
});

describe('convertCurrency (the comparison’s stated rates)', () => {
  it('converts through USD at the stated rate', () => {
    expect(convertCurrency(100, 'USD', 'USD')).toBe(100);
    expect(convertCurrency(EXCHANGE_RATES.perUsd.PKR, 'PKR', 'USD')).toBeCloseTo(1, 10);
    expect(convertCurrency(10, 'EUR', 'GBP')).toBeCloseTo((10 / 0.86) * 0.76, 10);
  });
});
