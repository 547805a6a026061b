import {
  BUYER_BUSINESS_TYPES,
  BUYER_PROFILE_MESSAGES,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  isYearEstablished,
  yearEstablishedMessage,
  isWebsite,
} from '@ped/contracts/options';
import type { BuyerProfileDto, CompleteBuyerProfileCommand } from '@ped/contracts/identity';
import type { AuthUser } from '@ped/web-kit';
import type { FieldErrors } from '@ped/web-kit/forms';

/** Every field of the four-step wizard (POST /api/buyer/complete-profile), as the form holds them. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  businessType: string;
  country: string;
  city: string;
  website: string;
  address: string;
  yearEstablished: string;
  employeeCount: string;
  annualTurnover: string;
  industryFocus: string[];
  preferredPaymentTerms: string[];
  shippingRequirements: string;
  certificationRequirements: string[];
  bio: string;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = FieldErrors<RegistrationValues>;

/** The message beside each required field left empty. */
const REQUIRED_MESSAGES = {
  firstName: BUYER_PROFILE_MESSAGES.firstName,
  lastName: BUYER_PROFILE_MESSAGES.lastName,
  email: EMAIL_REQUIRED_MESSAGE,
  companyName: BUYER_PROFILE_MESSAGES.companyName,
  businessType: BUYER_PROFILE_MESSAGES.businessType,
  country: BUYER_PROFILE_MESSAGES.country,
  industryFocus: BUYER_PROFILE_MESSAGES.industryFocus,
} as const satisfies Partial<Record<RegistrationField, string>>;

interface WizardStep {
  title: string;
  fields: readonly RegistrationField[];
  /** What Next needs filled (spec section 5). */
  required: readonly (keyof typeof REQUIRED_MESSAGES)[];
}

/** The spec's four steps, their fields and what each needs before Next. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    title: 'Personal Information',
    fields: ['firstName', 'lastName', 'email', 'phone'],
    required: ['firstName', 'lastName', 'email'],
  },
  {
    title: 'Company Information',
    fields: [
      'companyName',
      'businessType',
      'country',
      'city',
      'website',
      'address',
      'yearEstablished',
      'employeeCount',
      'annualTurnover',
    ],
    required: ['companyName', 'businessType', 'country'],
  },
  {
    title: 'Business Interests & Requirements',
    fields: ['industryFocus', 'preferredPaymentTerms', 'shippingRequirements', 'certificationRequirements'],
    required: ['industryFocus'],
  },
  { title: 'Final Details & Review', fields: ['bio'], required: [] },
];

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  businessType: '',
  country: '',
  city: '',
  website: '',
  address: '',
  yearEstablished: '',
  employeeCount: '',
  annualTurnover: '',
  industryFocus: [],
  preferredPaymentTerms: [],
  shippingRequirements: '',
  certificationRequirements: [],
  bio: '',
};

const isFilled = (value: string | string[]) =>
  Array.isArray(value) ? value.length > 0 : value.trim().length > 0;

/** The required fields of `step` left empty. */
export function missingFields(step: number, values: RegistrationValues) {
  return WIZARD_STEPS[step].required.filter((field) => !isFilled(values[field]));
}

/** The messages of one step: its missing required fields, then the formats the server checks. */
export function validateStep(step: number, values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of missingFields(step, values)) errors[field] = REQUIRED_MESSAGES[field];
  const fields = WIZARD_STEPS[step].fields;
  const email = values.email.trim();
  if (fields.includes('email') && email && !EMAIL_PATTERN.test(email))
    errors.email = BUYER_PROFILE_MESSAGES.email;
  const website = values.website.trim();
  if (fields.includes('website') && website && !isWebsite(website))
    errors.website = BUYER_PROFILE_MESSAGES.website;
  const year = values.yearEstablished.trim();
  if (fields.includes('yearEstablished') && year && !isYearEstablished(year))
    errors.yearEstablished = yearEstablishedMessage();
  return errors;
}

/** The messages of every step up to `step`: what a Next (or the final submit) on `step` refuses. */
export function validateThrough(step: number, values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (let i = 0; i <= step; i++) Object.assign(errors, validateStep(i, values));
  return errors;
}

/**
 * The step to show for the one asked for (a `?step=` from the address bar, Back or Forward): that one, unless an
 * earlier step holds a refused value, which is shown instead (Next never gets past it).
 */
export function reachableStep(asked: number, values: RegistrationValues): number {
  const wanted = Math.min(Math.max(Math.trunc(asked) || 0, 0), WIZARD_STEPS.length - 1);
  for (let i = 0; i < wanted; i++) if (Object.keys(validateStep(i, values)).length > 0) return i;
  return wanted;
}

/**
 * `initial` with what a kept draft (JSON) holds laid over it: only the fields `initial` has, of the same kind
 * (text or a list of texts), and none of `locked`.
 */
export function withDraft(
  initial: RegistrationValues,
  draft: string | null,
  locked: readonly RegistrationField[] = [],
): RegistrationValues {
  let kept: unknown;
  try {
    kept = draft === null ? null : JSON.parse(draft);
  } catch {
    return initial;
  }
  if (typeof kept !== 'object' || kept === null) return initial;
  const values = { ...initial } as Record<RegistrationField, string | string[]>;
  for (const field of Object.keys(initial) as RegistrationField[]) {
    const value = (kept as Record<string, unknown>)[field];
    const sameKind = Array.isArray(initial[field])
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === 'string';
    if (sameKind && !locked.includes(field)) values[field] = value as string | string[];
  }
  return values as unknown as RegistrationValues;
}

/** The first step holding one of `fields`, or -1. */
export function stepOf(fields: readonly string[]): number {
  return WIZARD_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)));
}

/** Spec: percent complete is the share of the wizard's fields filled, in whole percent. */
export function percentComplete(values: RegistrationValues): number {
  const fields = WIZARD_STEPS.flatMap((step) => step.fields);
  const filled = fields.filter((field) => isFilled(values[field])).length;
  return Math.round((filled / fields.length) * 100);
}

/** Spec: the review shows up to 3 industries, then "+N more". */
export function industrySummary(industries: readonly string[], shown = 3) {
  return { shown: industries.slice(0, shown), more: Math.max(0, industries.length - shown) };
}

/** A stored (lower-cased) business type as its option in the list, or as stored when none matches. */
export function businessTypeLabel(stored: string): string {
  return BUYER_BUSINESS_TYPES.find((type) => type.toLowerCase() === stored.toLowerCase()) ?? stored;
}

/** A new buyer's start: the names and e-mail of the account. */
export function initialRegistration(user: AuthUser, profile?: BuyerProfileDto | null): RegistrationValues {
  const values: RegistrationValues = {
    ...EMPTY_REGISTRATION,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
  };
  if (!profile) return values;
  return {
    ...values,
    phone: profile.phone ?? '',
    companyName: profile.companyName,
    businessType: businessTypeLabel(profile.businessType),
    country: profile.country,
    city: profile.city ?? '',
    website: profile.website ?? '',
    address: profile.address ?? '',
    yearEstablished: profile.yearEstablished === null ? '' : String(profile.yearEstablished),
    employeeCount: profile.employeeCount ?? '',
    annualTurnover: profile.annualTurnover ?? '',
    industryFocus: [...profile.industryFocus],
    preferredPaymentTerms: [...profile.preferredPaymentTerms],
    shippingRequirements: profile.shippingRequirements ?? '',
    certificationRequirements: [...profile.certificationRequirements],
    bio: profile.bio ?? '',
  };
}

/** The body to send: text trimmed, empty optional fields left out, the year as a number. */
export function toProfileCommand(values: RegistrationValues): CompleteBuyerProfileCommand {
  const command: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values) as [RegistrationField, string | string[]][]) {
    if (Array.isArray(value)) command[field] = value;
    else if (value.trim()) command[field] = field === 'yearEstablished' ? Number(value) : value.trim();
  }
  return command as unknown as CompleteBuyerProfileCommand;
}
