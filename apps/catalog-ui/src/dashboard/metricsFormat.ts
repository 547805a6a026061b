/** "86%", or "—" while there are too few answers to say (the server sends null). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate)}%`;
}

/** "45 min", "3 h 20 min", "2 days"; "—" without enough answers. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 48 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  return `${Math.round(whole / (24 * 60))} days`;
}
