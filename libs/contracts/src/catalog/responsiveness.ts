/**
 * "Responds within 3 h · 92% response rate": an exporter's response figures as a buyer reads them, or
 * null while the exporter has too few inquiries for figures (the API sends null then).
 */
export function responsivenessText(
  responseRate: number | null,
  medianResponseMinutes: number | null,
): string | null {
  if (responseRate === null) return null;
  const rate = `${Math.round(responseRate)}% response rate`;
  if (medianResponseMinutes === null) return rate;
  return `Responds within ${responseTime(medianResponseMinutes)} · ${rate}`;
}

/** The median rounded up to what a buyer can plan with: hours up to a day, then days ("3 h", "2 days"). */
export function responseTime(minutes: number): string {
  if (minutes <= 60) return '1 h';
  if (minutes <= 24 * 60) return `${Math.ceil(minutes / 60)} h`;
  const days = Math.ceil(minutes / (24 * 60));
  return `${days} days`;
}
