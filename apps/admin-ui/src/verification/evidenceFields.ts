import { formatDateTime } from '@ped/contracts/format';
import type { VerificationEvidence } from '@ped/contracts/catalog';
import type { VerificationCheck } from '@ped/contracts/options';

/**
 * What the console shows of a submission's evidence (the fields each check's command stores: catalog's
 * my-verification service): a label per field, in the order an admin reads them.
 */
const FIELDS: readonly (readonly [key: string, label: string])[] = [
  ['email', 'E-mail'],
  ['emailConfirmedAt', 'E-mail confirmed'],
  ['phone', 'Phone'],
  ['phoneConfirmedAt', 'Phone confirmed by code'],
  ['secpNumber', 'SECP number (CUIN)'],
  ['ntn', 'FBR NTN'],
  ['certificateUrl', 'Certificate'],
  ['bodyName', 'Chamber or association'],
  ['memberNumber', 'Member number'],
  ['method', 'Method'],
  ['availability', 'When a call suits'],
  ['auditor', 'Audit firm'],
  ['link', 'Link'],
];

const SITE_METHODS: Record<string, string> = {
  video_call: 'Video call with our team',
  audit_report: 'Third-party audit report',
};

export interface EvidenceField {
  key: string;
  label: string;
  /** The value as sent; null when the exporter left an optional field out. */
  value: string | null;
  /** An http(s) link, shown as its text with its host; opened in a new tab without referrer or opener. */
  link: URL | null;
}

/** An http or https URL the value is, or null (anything else stays plain text: never a javascript: link). */
export function evidenceLink(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function shown(key: string, value: string | null): string | null {
  if (value === null) return null;
  if (key === 'method') return SITE_METHODS[value] ?? value;
  if (key === 'emailConfirmedAt' || key === 'phoneConfirmedAt') return formatDateTime(value);
  return value;
}

/** "memberNumber" → "Member number" for a field the console has no label for. */
const fallbackLabel = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The evidence's fields in reading order, known ones first. */
export function evidenceFields(evidence: VerificationEvidence): EvidenceField[] {
  const known = new Set(FIELDS.map(([key]) => key));
  const keys = [
    ...FIELDS.map(([key]) => key).filter((key) => key in evidence),
    ...Object.keys(evidence).filter((key) => !known.has(key)),
  ];
  return keys.map((key) => {
    const value = shown(key, evidence[key] ?? null);
    return {
      key,
      label: FIELDS.find(([name]) => name === key)?.[1] ?? fallbackLabel(key),
      value,
      link: value === null ? null : evidenceLink(value),
    };
  });
}

/** What the reviewer checks before approving, per check. */
const REVIEW_HINTS: Record<VerificationCheck, string> = {
  contact: 'The e-mail address and the phone number were confirmed by code: mailed and texted.',
  legal_entity:
    'Check the SECP incorporation number and the FBR NTN with their registers, and the certificate if one is linked.',
  membership: 'Check the membership with the chamber or association, through the link.',
  site: 'Hold the video call, or read the audit report, before approving.',
};

/**
 * The hint for a submission: a contact check sent before phones were confirmed by a texted code (no
 * phoneConfirmedAt) still asks for a call.
 */
export function reviewHint(check: VerificationCheck, evidence: VerificationEvidence): string {
  if (check === 'contact' && !evidence.phoneConfirmedAt) {
    return 'The e-mail address was confirmed with a mailed code. Call the phone number to confirm it before approving.';
  }
  return REVIEW_HINTS[check];
}
