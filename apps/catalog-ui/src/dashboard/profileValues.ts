import type { MyExporterDto } from '@ped/contracts/catalog';
import {
  EARLIEST_YEAR_ESTABLISHED,
  emailError,
  establishedYearMessage,
  EXPORTER_EMPLOYEE_COUNTS,
  EXPORTER_PROFILE_DEFAULT_COUNTRY,
  EXPORTER_PROFILE_LIMITS as LIMITS,
  EXPORTER_PROFILE_MESSAGES as MESSAGES,
  isWebsite,
  withScheme,
} from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

/** The profile form: every field as text (certifications as one comma-separated text, as the spec types it). */
export interface ProfileValues {
  companyName: string;
  email: string;
  contactPerson: string;
  phone: string;
  website: string;
  description: string;
  address: string;
  city: string;
  country: string;
  establishedYear: string;
  employeeCount: string;
  certifications: string;
}

export type ProfileErrors = FieldErrors<ProfileValues>;

/** A new profile: the signed-in e-mail, Pakistan and this year (the spec's defaults). */
export function emptyProfile(email: string | null): ProfileValues {
  return {
    companyName: '',
    email: email ?? '',
    contactPerson: '',
    phone: '',
    website: '',
    description: '',
    address: '',
    city: '',
    country: EXPORTER_PROFILE_DEFAULT_COUNTRY,
    establishedYear: String(new Date().getFullYear()),
    employeeCount: '',
    certifications: '',
  };
}

/** The stored profile as the form's values. */
export function profileValues(exporter: MyExporterDto): ProfileValues {
  return {
    companyName: exporter.companyName,
    email: exporter.email,
    contactPerson: exporter.contactPerson ?? '',
    phone: exporter.phone ?? '',
    website: exporter.website ?? '',
    description: exporter.description ?? '',
    address: exporter.address ?? '',
    city: exporter.city ?? '',
    country: exporter.country,
    establishedYear: exporter.establishedYear === null ? '' : String(exporter.establishedYear),
    employeeCount: exporter.employeeCount ?? '',
    certifications: exporter.certifications.join(', '),
  };
}

/** Spec §5: split on commas, trimmed, empty entries dropped. */
export function splitCertifications(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The contract's rules and messages (the server checks them again and names the same fields). */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const companyName = values.companyName.trim();
  if (!companyName) errors.companyName = MESSAGES.companyName;
  else if (companyName.length > LIMITS.companyName) errors.companyName = MESSAGES.companyNameLength;
  errors.email = emailError(values.email, MESSAGES.email, LIMITS.email);
  const website = values.website.trim();
  if (website && !isWebsite(website)) errors.website = MESSAGES.website;
  const year = values.establishedYear.trim();
  const thisYear = new Date().getFullYear();
  if (
    year &&
    !(/^\d{4}$/.test(year) && Number(year) >= EARLIEST_YEAR_ESTABLISHED && Number(year) <= thisYear)
  )
    errors.establishedYear = establishedYearMessage();
  const certifications = splitCertifications(values.certifications);
  if (
    certifications.length > LIMITS.certifications ||
    certifications.some((name) => name.length > LIMITS.certification)
  )
    errors.certifications = MESSAGES.certifications;
  return errors;
}

/** ExporterProfileCommand: text trimmed, empty fields left out, the year a number, certifications a list. */
export function toProfilePayload(values: ProfileValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as [keyof ProfileValues, string][]) {
    const text = value.trim();
    if (key === 'certifications') payload.certifications = splitCertifications(value);
    else if (!text) continue;
    else if (key === 'establishedYear') payload.establishedYear = Number(text);
    else if (key === 'website') payload.website = withScheme(text);
    else payload[key] = text;
  }
  return payload;
}

export interface ProfileFieldSpec {
  name: keyof ProfileValues;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select';
  options?: readonly string[];
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  helper?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

export const PROFILE_FIELDS: readonly ProfileFieldSpec[] = [
  {
    name: 'companyName',
    label: 'Company Name',
    required: true,
    maxLength: LIMITS.companyName,
    autoComplete: 'organization',
  },
  {
    name: 'email',
    label: 'Business Email',
    required: true,
    type: 'email',
    maxLength: LIMITS.email,
    autoComplete: 'email',
  },
  {
    name: 'contactPerson',
    label: 'Contact Person',
    maxLength: LIMITS.contactPerson,
    autoComplete: 'name',
  },
  { name: 'phone', label: 'Phone', type: 'tel', maxLength: LIMITS.phone, autoComplete: 'tel' },
  {
    name: 'website',
    label: 'Website',
    type: 'url',
    maxLength: LIMITS.website,
    autoComplete: 'url',
    placeholder: 'https://www.example.com',
  },
  {
    name: 'establishedYear',
    label: 'Established Year',
    placeholder: 'e.g. 1998',
  },
  {
    name: 'employeeCount',
    label: 'Number of Employees',
    type: 'select',
    options: EXPORTER_EMPLOYEE_COUNTS,
  },
  { name: 'city', label: 'City', maxLength: LIMITS.city, autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', maxLength: LIMITS.country, autoComplete: 'country-name' },
  {
    name: 'address',
    label: 'Address',
    maxLength: LIMITS.address,
    autoComplete: 'street-address',
    wide: true,
  },
  {
    name: 'description',
    label: 'Company Description',
    type: 'textarea',
    maxLength: LIMITS.description,
    helper: 'What you make, your capacity and the markets you serve.',
    wide: true,
  },
  {
    name: 'certifications',
    label: 'Certifications',
    placeholder: 'e.g. ISO 9001, Oeko-Tex, Halal',
    helper: 'Separate them with commas.',
    wide: true,
  },
];
