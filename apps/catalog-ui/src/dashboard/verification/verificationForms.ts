import type { VerificationEvidence } from '@ped/contracts/catalog';
import {
  FBR_NTN_PATTERN,
  SECP_CUIN_PATTERN,
  VERIFICATION_EMAIL_CODE_PATTERN,
  VERIFICATION_DOCUMENT_MESSAGES as D,
  VERIFICATION_LIMITS as L,
  VERIFICATION_MESSAGES as M,
  VERIFICATION_PHONE_PATTERN,
  type VerificationSiteMethod,
  isLink,
} from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

// The four evidence forms of the verification ladder: values, the contract's rules and messages (the
// gateway checks the same DTOs: ContactCheckCommand, LegalEntityCheckCommand, MembershipCheckCommand,
// SiteCheckCommand) and the payloads, trimmed as the server trims them.

export interface ContactValues {
  emailCode: string;
  phone: string;
  phoneCode: string;
}

export interface LegalEntityValues {
  secpNumber: string;
  ntn: string;
  certificateUrl: string;
}

export interface MembershipValues {
  bodyName: string;
  memberNumber: string;
  link: string;
}

export interface SiteValues {
  method: VerificationSiteMethod | '';
  availability: string;
  auditor: string;
  link: string;
}

export const SITE_METHOD_OPTIONS: readonly { value: VerificationSiteMethod; label: string }[] = [
  { value: 'video_call', label: 'A video call with our team' },
  { value: 'audit_report', label: 'A third-party audit report' },
];

/** The last submission's evidence as a form's starting values (a rejected check is corrected, not retyped). */
const from = (evidence: VerificationEvidence | undefined, name: string) => evidence?.[name] ?? '';

export function contactValues(phone: string | null): ContactValues {
  return { emailCode: '', phone: phone ?? '', phoneCode: '' };
}

export function legalEntityValues(evidence?: VerificationEvidence): LegalEntityValues {
  return {
    secpNumber: from(evidence, 'secpNumber'),
    ntn: from(evidence, 'ntn'),
    certificateUrl: from(evidence, 'certificateUrl'),
  };
}

export function membershipValues(evidence?: VerificationEvidence): MembershipValues {
  return {
    bodyName: from(evidence, 'bodyName'),
    memberNumber: from(evidence, 'memberNumber'),
    link: from(evidence, 'link'),
  };
}

export function siteValues(evidence?: VerificationEvidence): SiteValues {
  const method = from(evidence, 'method');
  return {
    method: method === 'video_call' || method === 'audit_report' ? method : '',
    availability: from(evidence, 'availability'),
    auditor: from(evidence, 'auditor'),
    link: from(evidence, 'link'),
  };
}

function linkError(value: string): string | undefined {
  const link = value.trim();
  return link && link.length <= L.link && isLink(link) ? undefined : M.link;
}

/** A link, or a file uploaded instead (`hasFiles`): a given link is checked all the same. */
function linkOrFileError(value: string, hasFiles: boolean): string | undefined {
  if (value.trim()) return linkError(value);
  return hasFiles ? undefined : D.linkOrFile;
}

function textError(value: string, max: number, message: string): string | undefined {
  const text = value.trim();
  return text && text.length <= max ? undefined : message;
}

function patternError(value: string, pattern: RegExp, message: string): string | undefined {
  return pattern.test(value.trim()) ? undefined : message;
}

/** The phone's shape (the server then reads it as a real number); also checked before a code is texted. */
export function validatePhone(phone: string): string | undefined {
  return phone.trim().length > L.phone ? M.phone : patternError(phone, VERIFICATION_PHONE_PATTERN, M.phone);
}

export function validateContact(values: ContactValues): FieldErrors<ContactValues> {
  return {
    emailCode: patternError(values.emailCode, VERIFICATION_EMAIL_CODE_PATTERN, M.emailCode),
    phone: validatePhone(values.phone),
    phoneCode: patternError(values.phoneCode, VERIFICATION_EMAIL_CODE_PATTERN, M.phoneCode),
  };
}

export function validateLegalEntity(values: LegalEntityValues): FieldErrors<LegalEntityValues> {
  return {
    secpNumber: patternError(values.secpNumber, SECP_CUIN_PATTERN, M.secpNumber),
    ntn: patternError(values.ntn, FBR_NTN_PATTERN, M.ntn),
    // Optional: checked only when given.
    certificateUrl: values.certificateUrl.trim() ? linkError(values.certificateUrl) : undefined,
  };
}

export function validateMembership(
  values: MembershipValues,
  hasFiles = false,
): FieldErrors<MembershipValues> {
  return {
    bodyName: textError(values.bodyName, L.bodyName, M.bodyName),
    memberNumber: textError(values.memberNumber, L.memberNumber, M.memberNumber),
    link: linkOrFileError(values.link, hasFiles),
  };
}

export function validateSite(values: SiteValues, hasFiles = false): FieldErrors<SiteValues> {
  if (values.method === 'video_call') {
    return { availability: textError(values.availability, L.availability, M.availability) };
  }
  if (values.method === 'audit_report') {
    return {
      auditor: textError(values.auditor, L.auditor, M.auditor),
      link: linkOrFileError(values.link, hasFiles),
    };
  }
  return { method: M.siteMethod };
}

export function contactPayload(values: ContactValues): Record<string, string> {
  return {
    emailCode: values.emailCode.trim(),
    phone: values.phone.trim(),
    phoneCode: values.phoneCode.trim(),
  };
}

export function legalEntityPayload(values: LegalEntityValues): Record<string, string> {
  const certificateUrl = values.certificateUrl.trim();
  return {
    secpNumber: values.secpNumber.trim(),
    ntn: values.ntn.trim(),
    ...(certificateUrl ? { certificateUrl } : {}),
  };
}

export function membershipPayload(values: MembershipValues): Record<string, string> {
  const link = values.link.trim();
  return {
    bodyName: values.bodyName.trim(),
    memberNumber: values.memberNumber.trim(),
    ...(link ? { link } : {}),
  };
}

/** Only the chosen method's fields go (the other method's would be ignored, and only confuse a reviewer). */
export function sitePayload(values: SiteValues): Record<string, string> {
  return values.method === 'video_call'
    ? { method: 'video_call', availability: values.availability.trim() }
    : {
        method: 'audit_report',
        auditor: values.auditor.trim(),
        ...(values.link.trim() ? { link: values.link.trim() } : {}),
      };
}
