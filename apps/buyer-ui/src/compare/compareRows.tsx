import { Badge, Stack, Text } from '@ped/web-kit/ui';
import { responseTime, type CompareExporterDto } from '@ped/contracts/catalog';
import { VERIFICATION_CHECK_LABELS } from '@ped/contracts/options';
import type { ReactNode } from 'react';

/** USD as the catalogue shows it: "$1,263.62" (exact decimal text, kept digit for digit). */
export function formatUsd(amount: string): string {
  const [whole = '', cents] = amount.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
}

const missing = (text = 'Not specified') => (
  <Text as="span" color="fg.muted">
    {text}
  </Text>
);

const lines = (items: readonly string[], none: string) =>
  items.length === 0 ? (
    missing(none)
  ) : (
    <Stack as="ul" gap="1" listStyleType="none">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Stack>
  );

/** One line of the comparison: its label and each exporter's cell. */
export interface CompareRow {
  label: string;
  cell: (exporter: CompareExporterDto) => ReactNode;
}

/** The lines of the comparison, in the order a buyer weighs them. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    label: 'Verification',
    cell: (e) => (
      <Stack gap="1.5" align="start">
        {e.isVerified ? (
          <Badge colorPalette="green" variant="solid">
            Verified
          </Badge>
        ) : (
          missing('Not verified yet')
        )}
        {e.verificationChecks.length > 0 &&
          lines(
            e.verificationChecks.map((check) => `✓ ${VERIFICATION_CHECK_LABELS[check]}`),
            '',
          )}
      </Stack>
    ),
  },
  {
    label: 'Response rate',
    cell: (e) =>
      e.responseRate === null ? missing('Too few inquiries yet') : `${Math.round(e.responseRate)}%`,
  },
  {
    label: 'Median response time',
    cell: (e) =>
      e.medianResponseMinutes === null
        ? missing('Too few inquiries yet')
        : `Within ${responseTime(e.medianResponseMinutes)}`,
  },
  {
    label: 'Years in business',
    cell: (e) =>
      e.yearsInBusiness === null
        ? missing()
        : `${e.yearsInBusiness === 1 ? '1 year' : `${e.yearsInBusiness} years`}${
            e.establishedYear ? ` (since ${e.establishedYear})` : ''
          }`,
  },
  { label: 'Location', cell: (e) => [e.city, e.country].filter(Boolean).join(', ') || missing() },
  { label: 'Employees', cell: (e) => e.employeeCount ?? missing() },
  { label: 'Business type', cell: (e) => e.businessType ?? missing() },
  { label: 'Certifications (claimed)', cell: (e) => lines(e.certifications, 'None listed') },
  {
    label: 'Products',
    cell: (e) => (e.productCount === 1 ? '1 product' : `${e.productCount.toLocaleString('en-US')} products`),
  },
  {
    label: 'Price range (USD)',
    cell: (e) =>
      e.priceRange === null
        ? missing('No prices listed')
        : e.priceRange.min === e.priceRange.max
          ? formatUsd(e.priceRange.min)
          : `${formatUsd(e.priceRange.min)} – ${formatUsd(e.priceRange.max)}`,
  },
  { label: 'Minimum order (MOQ)', cell: (e) => lines(e.minimumOrders, 'Not specified') },
];
