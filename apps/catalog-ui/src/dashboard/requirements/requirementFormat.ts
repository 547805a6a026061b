import type { QuotationTermsDto } from '@ped/contracts/catalog';
import { incotermWithPlace, pricePerUnit, type QuotationStatus } from '@ped/contracts/options';

export const QUOTATION_STATUS: Record<QuotationStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  accepted: { label: 'Accepted', palette: 'green' },
  declined: { label: 'Declined', palette: 'gray' },
};

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date YYYY-MM-DD (a deadline, a validity) as "31 Dec 2026", the same day wherever the reader is. */
export const formatDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** An amount as a form would write it: "2,000", "12.5". */
export const formatAmount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** "USD 512.50 per MT, FOB Karachi" */
export function quotationPrice(quotation: QuotationTermsDto): string {
  const price = quotation.unitPrice.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  const terms = incotermWithPlace(quotation.incoterm, { origin: quotation.portOfLoading });
  return `${pricePerUnit(price, quotation.currency, quotation.unit)}, ${terms}`;
}
