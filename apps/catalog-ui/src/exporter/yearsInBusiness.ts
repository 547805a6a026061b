/** Years in business = current year − established year (spec section 9); null when unknown. */
export function yearsInBusiness(establishedYear: number | null, now: Date = new Date()): number | null {
  if (establishedYear === null) return null;
  return Math.max(0, now.getFullYear() - establishedYear);
}

/** "1 year" / "12 years" */
export function formatYears(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/**
 * The rel of a link to an exporter's own website (a link only: pages never load it): the site opened gets no
 * handle on our page nor the address it came from, and search engines read it as the member's link, not ours.
 */
export const WEBSITE_REL = 'noopener noreferrer nofollow ugc';
