import { formatAmount, formatQuotedPrice } from '../format/index.js';
import { incotermWithPlace } from '../options/trade-terms.constants.js';
import type { QuotationTermsDto } from './quotations.responses.js';

/**
 * A quotation as plain text: the first message of the conversation an accepted quotation opens (sent as
 * the exporter's), and the quote form's preview.
 */
export function quotationSummary(
  requirement: { title: string; destination: string | null },
  quote: QuotationTermsDto & { message: string; attachments: string[] },
): string {
  const terms = incotermWithPlace(quote.incoterm, {
    origin: quote.portOfLoading,
    destination: requirement.destination,
  });
  const lines = [
    `Quotation for “${requirement.title}”`,
    `Price: ${formatQuotedPrice(quote.unitPrice, quote.currency, quote.unit)}, ${terms}`,
    ...quote.priceTiers.map(
      (tier) =>
        `From ${formatAmount(tier.minQuantity)} ${quote.unit}: ${formatQuotedPrice(tier.unitPrice, quote.currency, quote.unit)}`,
    ),
    ...(quote.minimumOrder !== null
      ? [`Minimum order: ${formatAmount(quote.minimumOrder)} ${quote.unit}`]
      : []),
    `Lead time: ${quote.leadTimeDays} ${quote.leadTimeDays === 1 ? 'day' : 'days'}`,
    `Valid until: ${quote.validUntil}`,
    '',
    quote.message,
    ...(quote.attachments.length > 0 ? ['', 'Attachments:', ...quote.attachments] : []),
  ];
  return lines.join('\n');
}
