/**
 * The verification ladder (issue 19): the checks an exporter passes one by one, each with evidence an
 * administrator reviews. Never part of a paid plan: every exporter may submit every check.
 */
export const VERIFICATION_CHECKS = ['contact', 'legal_entity', 'membership', 'site'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** How the public badge and both consoles name each check. */
export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = {
  contact: 'Contact details',
  legal_entity: 'Legal entity',
  membership: 'Exporter body membership',
  site: 'Site',
};

/** An approval lasts a year: then the check lapses unless it was checked again. */
export const VERIFICATION_VALID_MONTHS = 12;

/** The site check: a video call with the team, or a third-party audit report. */
export const VERIFICATION_SITE_METHODS = ['video_call', 'audit_report'] as const;
export type VerificationSiteMethod = (typeof VERIFICATION_SITE_METHODS)[number];

export const VERIFICATION_DECISIONS = ['approved', 'rejected'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

export const VERIFICATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];

/** A check as its exporter sees it (a valid approval wins over a later rejected re-check). */
export const VERIFICATION_CHECK_STATUSES = [
  'not_submitted',
  'pending',
  'rejected',
  'passed',
  'lapsed',
] as const;
export type VerificationCheckStatus = (typeof VERIFICATION_CHECK_STATUSES)[number];

/** SECP's Corporate Unique Identification Number (CUIN): 7 digits. */
export const SECP_CUIN_PATTERN = /^\d{7}$/;
/** FBR's National Tax Number of a company: 7 digits, a dash and a check digit. */
export const FBR_NTN_PATTERN = /^\d{7}-\d$/;
/**
 * A phone number's shape: digits with an optional leading +, spaces, dashes and brackets. The catalog then
 * reads it as a real number (Pakistani without a country code) and keeps it in E.164 (+923001234567).
 */
export const VERIFICATION_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,24}$/;
export const VERIFICATION_EMAIL_CODE_PATTERN = /^\d{6}$/;
/** How long an e-mailed code works, and how many wrong tries it takes. */
export const VERIFICATION_EMAIL_CODE_MINUTES = 30;
export const VERIFICATION_EMAIL_CODE_TRIES = 5;
/** The code sent by SMS to the phone: as many tries, a shorter life (a text arrives at once). */
export const VERIFICATION_PHONE_CODE_MINUTES = 10;
export const VERIFICATION_PHONE_CODE_TRIES = 5;

export const VERIFICATION_LIMITS = {
  phone: 30,
  link: 500,
  bodyName: 150,
  memberNumber: 50,
  availability: 200,
  auditor: 150,
  notes: 2000,
} as const;

export const VERIFICATION_MESSAGES = {
  phone: 'Enter your phone number, e.g. 0300 1234567 or +92 300 1234567',
  phoneInvalid: 'That is not a phone number we can text: check it, e.g. 0300 1234567 or +92 300 1234567',
  emailCode: 'Enter the 6-digit code we e-mailed you',
  emailCodeWrong: 'That code is not right or has expired: send a new one',
  phoneCode: 'Enter the 6-digit code we texted to your phone',
  phoneCodeWrong: 'That phone code is not right or has expired: send a new one',
  phoneCodeOtherNumber: 'The code was sent to another number: send a code to this one',
  secpNumber: 'Enter the SECP incorporation number (CUIN): 7 digits, e.g. 0123456',
  ntn: 'Enter the FBR NTN: 7 digits, a dash and a check digit, e.g. 1234567-8',
  link: 'Enter a link starting with https:// (at most 500 characters)',
  bodyName: 'Enter the chamber or association name (at most 150 characters)',
  memberNumber: 'Enter your member number (at most 50 characters)',
  siteMethod: 'Choose a video call or a third-party audit report',
  availability: 'Say when a video call suits you (at most 200 characters)',
  auditor: 'Enter the audit firm’s name (at most 150 characters)',
  decision: 'Decision must be approved or rejected',
  notes: 'Please give notes for the rejection',
  notesLength: 'Notes must be at most 2,000 characters',
  status: 'Status must be pending, approved or rejected',
  alreadyPending: 'This check is already waiting for review',
  notPending: 'This submission has been reviewed already',
  notFound: 'No verification submission has this id',
} as const;
