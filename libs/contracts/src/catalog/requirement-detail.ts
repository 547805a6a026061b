import { TRADE_TERMS_LIMITS, type Incoterm, type QuantityUnit } from '../options/trade-terms.constants.js';

/** The words buyers write for each unit (lower case, spaces single), singular and plural. */
const UNIT_WORDS: Record<string, QuantityUnit> = Object.fromEntries(
  (
    [
      ['MT', ['mt', 'mts', 'ton', 'tons', 'tonne', 'tonnes', 'metric ton', 'metric tons', 'metric tonnes']],
      ['kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']],
      ['pieces', ['pc', 'pcs', 'piece', 'pieces', 'unit', 'units', 'nos']],
      ['pairs', ['pair', 'pairs', 'prs']],
      ['dozens', ['dozen', 'dozens', 'doz']],
      ['sets', ['set', 'sets']],
      ['meters', ['m', 'meter', 'meters', 'metre', 'metres', 'mtr', 'mtrs']],
      ['yards', ['yd', 'yds', 'yard', 'yards']],
      ['square feet', ['sq ft', 'sqft', 'square foot', 'square feet']],
      ['rolls', ['roll', 'rolls']],
      ['cartons', ['carton', 'cartons', 'ctn', 'ctns']],
      [
        '20ft containers',
        ['20ft container', '20ft containers', "20' container", "20' containers", '20 ft container'],
      ],
      [
        '40ft containers',
        ['40ft container', '40ft containers', "40' container", "40' containers", '40 ft container'],
      ],
    ] as const
  ).flatMap(([unit, words]) => words.map((word) => [word, unit] as const)),
);

/**
 * A quantity written as text ("20000 pcs", "20,000 pieces", "500 MT", "1.5k pairs") as an amount and one of
 * QUANTITY_UNITS, or null when it does not read as one (the text is kept as the buyer wrote it either way).
 */
export function parseQuantity(text: string): { amount: number; unit: QuantityUnit } | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k\b)?\s*(.+?)\.?$/i.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, whole, fraction = '', thousands, words] = match;
  const amount = Number(`${whole!.replace(/,/g, '')}${fraction}`) * (thousands ? 1000 : 1);
  const unit = UNIT_WORDS[words!.toLowerCase()];
  if (!unit || !(amount > 0) || amount > TRADE_TERMS_LIMITS.amount) return null;
  return { amount, unit };
}

/** What exporters need to quote without asking: how much, on which Incoterm, to where, by when. */
export interface StructuredDetails {
  quantityAmount: number | null;
  incoterm: Incoterm | null;
  destination: string | null;
  deadline: string | null;
}

/** A requirement posted as the spec's short request, without one of the structured details. */
export const isLessDetailed = (requirement: StructuredDetails): boolean =>
  requirement.quantityAmount === null ||
  requirement.incoterm === null ||
  requirement.destination === null ||
  requirement.deadline === null;

/** How long a requirement posted without a deadline takes quotations. */
export const OPEN_DAYS_WITHOUT_DEADLINE = 30;
