import { incotermWithPlace, perUnit, pricePerUnit } from './trade-terms.constants.js';

describe('the words of a requirement and a quotation', () => {
  it('names the place an Incoterm names: the destination for C and D terms, the port of loading for FOB', () => {
    expect(incotermWithPlace('CIF', { destination: 'Hamburg, Germany' })).toBe('CIF Hamburg, Germany');
    expect(incotermWithPlace('DDP', { destination: 'Lyon, France' })).toBe('DDP Lyon, France');
    expect(incotermWithPlace('FOB', { destination: 'Hamburg, Germany' })).toBe(
      'FOB (a port of loading in Pakistan), to Hamburg, Germany',
    );
    expect(incotermWithPlace('EXW', { destination: 'Dubai' })).toBe(
      "EXW (the exporter's premises), to Dubai",
    );
    expect(incotermWithPlace('FOB', { origin: 'Karachi' })).toBe('FOB Karachi');
    expect(incotermWithPlace('FOB', { origin: 'Karachi', destination: 'Hamburg' })).toBe(
      'FOB Karachi, to Hamburg',
    );
    expect(incotermWithPlace('CIF', { origin: 'Karachi' })).toBe('CIF, from Karachi');
    expect(incotermWithPlace('CFR', {})).toBe('CFR');
    expect(incotermWithPlace(null, { destination: 'Hamburg' })).toBeNull();
  });

  it('prices one unit in its own words', () => {
    expect(pricePerUnit('2.50', 'EUR', 'pieces')).toBe('EUR 2.50 per piece');
    expect(pricePerUnit('1,150', 'USD', 'MT')).toBe('USD 1,150 per MT');
    expect(pricePerUnit('9', 'GBP', 'square feet')).toBe('GBP 9 per square foot');
    expect(pricePerUnit('3', 'USD', 'bales')).toBe('USD 3 per bales');
    expect(pricePerUnit('3', null, null)).toBe('3');
    expect(perUnit('40ft containers')).toBe('per 40ft container');
  });
});
