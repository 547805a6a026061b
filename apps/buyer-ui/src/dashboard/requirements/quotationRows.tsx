import { formatAmount, formatDay, formatQuotedPrice } from '@ped/contracts/format';
import { Badge, Link, Stack, Text, Wrap } from '@ped/web-kit/ui';
import { responsivenessText, type BuyerQuotationDto } from '@ped/contracts/catalog';
import {
  EXCHANGE_RATES,
  VERIFICATION_CHECK_LABELS,
  convertCurrency,
  incotermWithPlace,
  perUnit,
  type TradeCurrency,
} from '@ped/contracts/options';
import type { ReactNode } from 'react';

/** The stated rate's day, as the comparison says it ("1 Nov 2026"). */
export const RATES_DATE = formatDay(EXCHANGE_RATES.asOf);

/** "1 EUR = 1.1628 USD": the stated rate from one currency to another. */
export function rateText(from: TradeCurrency, to: TradeCurrency): string {
  const rate = convertCurrency(1, from, to);
  return `1 ${from} = ${rate.toLocaleString('en-US', { maximumSignificantDigits: 5 })} ${to}`;
}

/** A quotation's unit price in `to` at the stated rates (rounded to cents for showing). */
export function convertedUnitPrice(response: BuyerQuotationDto, to: TradeCurrency): number {
  return (
    Math.round(convertCurrency(response.quotation.unitPrice, response.quotation.currency, to) * 100) / 100
  );
}

/** The currency to compare in: the target price's, else the one most quotations use, else USD. */
export function comparisonCurrency(
  responses: readonly BuyerQuotationDto[],
  targetCurrency: TradeCurrency | null,
): TradeCurrency {
  if (targetCurrency) return targetCurrency;
  const counts = new Map<TradeCurrency, number>();
  for (const { quotation } of responses)
    counts.set(quotation.currency, (counts.get(quotation.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
}

/** The ids of the lowest converted price, when every quotation prices the same unit (else none is "lowest"). */
export function lowestPriced(responses: readonly BuyerQuotationDto[], currency: TradeCurrency): Set<number> {
  if (responses.length < 2 || new Set(responses.map((r) => r.quotation.unit)).size > 1) return new Set();
  const prices = responses.map((response) => convertedUnitPrice(response, currency));
  const low = Math.min(...prices);
  return new Set(responses.filter((_, i) => prices[i] === low).map((response) => response.id));
}

const muted = (text: string) => (
  <Text as="span" color="fg.muted">
    {text}
  </Text>
);

/** One line of the comparison: its label and each quotation's cell. */
export interface QuotationRow {
  label: string;
  cell: (response: BuyerQuotationDto) => ReactNode;
}

/** The lines of the comparison, price first, in `currency` at the stated rates. */
export function quotationRows(
  currency: TradeCurrency,
  lowest: Set<number>,
  destination: string | null,
): QuotationRow[] {
  return [
    {
      label: `Unit price in ${currency}`,
      cell: (r) => (
        <Stack gap="0.5" align="start">
          <Text fontWeight="semibold" textStyle="md">
            {formatQuotedPrice(convertedUnitPrice(r, currency), currency)}{' '}
            <Text as="span" fontWeight="normal" textStyle="sm" color="fg.muted">
              {perUnit(r.quotation.unit)}
            </Text>
          </Text>
          {lowest.has(r.id) && (
            <Badge colorPalette="green" variant="subtle">
              Lowest price
            </Badge>
          )}
          {r.quotation.currency !== currency && (
            <Text textStyle="xs" color="fg.muted">
              at {rateText(r.quotation.currency, currency)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      label: 'Quoted price',
      cell: (r) => formatQuotedPrice(r.quotation.unitPrice, r.quotation.currency, r.quotation.unit),
    },
    {
      label: 'Price tiers',
      cell: (r) =>
        r.quotation.priceTiers.length === 0 ? (
          muted('One price')
        ) : (
          <Stack as="ul" gap="0.5" listStyleType="none">
            {r.quotation.priceTiers.map((tier) => (
              <li key={tier.minQuantity}>
                From {formatAmount(tier.minQuantity)} {r.quotation.unit}:{' '}
                {formatQuotedPrice(tier.unitPrice, r.quotation.currency)}
              </li>
            ))}
          </Stack>
        ),
    },
    {
      label: 'Minimum order',
      cell: (r) =>
        r.quotation.minimumOrder === null
          ? muted('None stated')
          : `${formatAmount(r.quotation.minimumOrder)} ${r.quotation.unit}`,
    },
    {
      label: 'Lead time',
      cell: (r) => `${r.quotation.leadTimeDays} ${r.quotation.leadTimeDays === 1 ? 'day' : 'days'}`,
    },
    {
      label: 'Incoterm',
      cell: (r) =>
        incotermWithPlace(r.quotation.incoterm, { origin: r.quotation.portOfLoading, destination }),
    },
    { label: 'Valid until', cell: (r) => formatDay(r.quotation.validUntil) },
    {
      label: 'Verification',
      cell: ({ exporter }) =>
        exporter.verificationChecks.length === 0 && !exporter.isVerified ? (
          muted('Not verified yet')
        ) : (
          <Wrap gap="1">
            {exporter.isVerified && (
              <Badge colorPalette="green" variant="solid">
                Verified
              </Badge>
            )}
            {exporter.verificationChecks.map((check) => (
              <Badge key={check} colorPalette="green" variant="outline">
                {VERIFICATION_CHECK_LABELS[check]}
              </Badge>
            ))}
          </Wrap>
        ),
    },
    {
      label: 'Responsiveness',
      cell: ({ exporter }) =>
        responsivenessText(exporter.responseRate, exporter.medianResponseMinutes) ??
        muted('Too few inquiries yet'),
    },
    {
      label: 'Years in business',
      cell: ({ exporter }) =>
        exporter.yearsInBusiness === null
          ? muted('Not specified')
          : exporter.yearsInBusiness === 0
            ? 'Less than a year'
            : `${exporter.yearsInBusiness} ${exporter.yearsInBusiness === 1 ? 'year' : 'years'}`,
    },
    {
      label: 'Message',
      cell: (r) => (
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {r.message}
        </Text>
      ),
    },
    {
      label: 'Attachments',
      cell: (r) =>
        r.attachments.length === 0 ? (
          muted('None')
        ) : (
          <Stack as="ul" gap="0.5" listStyleType="none">
            {r.attachments.map((url) => (
              <li key={url}>
                <Link
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  color="brand.fg"
                  wordBreak="break-all"
                >
                  {attachmentName(url)}
                </Link>
              </li>
            ))}
          </Stack>
        ),
    },
  ];
}

/** A link's last path segment (or its host): short enough for a column. */
function attachmentName(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last) : parsed.host;
  } catch {
    return url;
  }
}
