import { formatQuotedPrice } from '@ped/contracts/format';
import type { QuotationTermsDto } from '@ped/contracts/catalog';
import { incotermWithPlace, type QuotationStatus } from '@ped/contracts/options';

export const QUOTATION_STATUS: Record<QuotationStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  accepted: { label: 'Accepted', palette: 'green' },
  declined: { label: 'Declined', palette: 'gray' },
};

/** "USD 512.50 per MT, FOB Karachi" */
export function quotationPrice(quotation: QuotationTermsDto): string {
  const terms = incotermWithPlace(quotation.incoterm, { origin: quotation.portOfLoading });
  return `${formatQuotedPrice(quotation.unitPrice, quotation.currency, quotation.unit)}, ${terms}`;
}
