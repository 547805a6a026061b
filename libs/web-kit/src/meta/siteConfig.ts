// web-kit's useQuery: a server-rendered page reads the configuration too (its contact details are in the HTML).
import { useQuery } from '../api/useQuery';

/**
 * The site's contact details and social accounts: `/site.json`, read at run time like `/remotes.json` (the edge
 * serves the shell's built one, or the file `SITE_FILE` names), so a deployment sets them without a rebuild.
 * Whatever is missing is not shown.
 */
export interface SiteConfig {
  contactEmail?: string;
  /** As it is written, e.g. "+92 21 3456 7890". */
  contactPhone?: string;
  /** One line, e.g. "Karachi, Pakistan". */
  address?: string;
  /** Profile URLs; a network without one gets no link. */
  social?: { linkedin?: string; twitter?: string; facebook?: string };
}

export const SITE_CONFIG_URL = '/site.json';

/** The site's configuration; empty while it loads or when it cannot be read. */
export function useSiteConfig(): SiteConfig {
  return useQuery<SiteConfig>({ queryKey: [SITE_CONFIG_URL] }).data ?? {};
}

/** `tel:` link of a phone number as written ("+92 21 3456 7890" → "tel:+922134567890"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
